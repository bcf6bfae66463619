import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { locations, locationTranslations } from '../../db/schema'
import { createRentalProducts } from '../../domain/booking/rental-products.server'
import { newWeeklyRental, saturdayIn, weeksFrom } from '../../domain/booking/fixtures.test-data'
import { orderLinkToken } from '../../domain/orders/order-link/token.server'
import { readPdf } from '../../domain/orders/pdf/pdf-text.fixtures'
import { CookieJar, call, waitForMailTo } from './auth-support'
import { checkout, comeBack, type Guest, guestWithCart, orderOf, payOnTestPage } from './payment-support'
import { startServer } from '../support/server'
import { type Shop, startShop } from '../support/shop-fixtures'

/**
 * The links and documents a guest relies on (docs/decisions/039): the signed link of every order
 * e-mail opens the order, its PDF, its balance invoice and the balance payment in another browser,
 * without an account; a wrong, tampered, expired or other order's token gets a clear page, never the
 * order; the order page says what happened; and the agency's one address, from its settings, is the
 * one of the pages, the e-mails, the PDF and the QR-bill.
 */

const SECRET = 'the-order-links-tests-secret-32-characters'
const ADDRESS = { AGENCY_STREET: 'Avenue de la Gare 7', AGENCY_ZIP: '3962', AGENCY_CITY: 'Montana' }

let shop: Shop
let rentalProduct: number
let nextWeek = 8

beforeAll(async () => {
  shop = await startShop({ AUTH_SECRET: SECRET, ...ADDRESS }, undefined, {
    prepare: async (db) => {
      const locationId = await newWeeklyRental(db)
      await db.insert(locationTranslations).values([
        { locationId, locale: 'fr', title: 'Chalet des Liens', slug: 'chalet-des-liens' },
        { locationId, locale: 'en', title: 'Links Chalet', slug: 'links-chalet' },
      ])
      await createRentalProducts(db)
      const [row] = await db.select({ productId: locations.productId }).from(locations).where(eq(locations.id, locationId))
      rentalProduct = row?.productId as number
    },
  })
}, 180_000)
afterAll(async () => {
  await shop?.stop()
})

/** A guest's week of the chalet, 10 weeks ahead or more (a deposit is offered), paid with a deposit. */
async function depositPaid(): Promise<Guest> {
  const week = weeksFrom(saturdayIn(nextWeek++))
  const guest = await guestWithCart(shop.server, rentalProduct, { body: { data: [{ startPeriod: week.arrival, endPeriod: week.departure, adults: 2 }] } })
  const { reference } = await checkout(guest, { gradedPayment: true })
  await comeBack(guest, await payOnTestPage(guest, reference))
  expect((await orderOf(guest)).status).toBe(3)
  return guest
}

/** The signed link of the order page in the guest's e-mail whose subject matches. */
async function linkInMail(guest: Guest, subject: RegExp): Promise<string> {
  const mail = await waitForMailTo(shop.server.dataDir, guest.email, (m) => subject.test(m.subject))
  const link = new RegExp(`https?://[^\\s]+/commande/confirmation/${guest.cart.number}/succes\\?acces=[0-9]{8}-[A-Za-z0-9_-]{32}`).exec(mail.text)?.[0]
  expect(link, 'the order link of the e-mail').toBeTruthy()
  return link as string
}

/** Another browser: no cookie, another address. */
function freshBrowser() {
  const jar = new CookieJar()
  const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`
  return {
    page: (path: string, form?: Record<string, string>) => call(shop.server, path, { jar, address, form }),
    api: (path: string) => call(shop.server, path, { jar, address }),
  }
}

const pathOf = (url: string) => {
  const u = new URL(url)
  return u.pathname + u.search
}
const textOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&#x27;|’/g, "'").replace(/\s+/g, ' ')

describe('the signed link of an order', () => {
  it('opens the order, its PDF, its balance invoice and the balance payment in another browser, without an account', async () => {
    const guest = await depositPaid()
    const number = guest.cart.number
    const link = await linkInMail(guest, /^Acompte reçu/)
    const other = freshBrowser()
    // The number alone opens nothing.
    expect((await other.page(`/commande/confirmation/${number}/succes`)).status).toBe(404)

    const page = await other.page(pathOf(link))
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toContain('no-store')
    const html = await page.text()
    expect(textOf(html)).toContain('Acompte reçu : votre réservation est confirmée')
    expect(textOf(html)).toContain(`Commande n° ${number}`)
    expect(html).toContain('<meta name="referrer" content="same-origin"/>')
    // Its account form is for the browser that ordered: not offered through a link.
    expect(html).not.toContain('Créer mon compte')
    const english = await other.page(pathOf(link).replace('/commande/', '/en/commande/'))
    expect(textOf(await english.text())).toContain('Deposit received: your booking is confirmed')

    const token = new URL(link).searchParams.get('acces') as string
    const pdfPath = /href="([^"]*\/confirmation\?locale=fr&amp;acces=[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') as string
    expect(pdfPath).toBe(`/shop/api/store/cart/${number}/confirmation?locale=fr&acces=${token}`)
    const pdf = await other.api(pdfPath)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect((await readPdf(Buffer.from(await pdf.arrayBuffer()))).text).toContain(number)
    const invoice = await other.api(`/shop/api/store/cart/${number}/balance-invoice?locale=fr&acces=${token}`)
    expect(invoice.status).toBe(200)
    expect((await readPdf(Buffer.from(await invoice.arrayBuffer()))).text).toContain('Facture de solde')

    // The balance, paid from the link: the provider's page, then back to the order through the link;
    // a declined card first, whose error page leads back to the order.
    const device = { ...guest, page: other.page } as Guest
    const payBalance = async (card?: string) => {
      const pay = await other.page(pathOf(link), { intent: 'pay-balance', orderId: String(guest.cart.id), acces: token })
      expect(pay.status).toBe(303)
      const reference = new URL(pay.headers.get('location') as string).pathname.split('/').pop() as string
      return comeBack(device, await payOnTestPage(device, reference, card))
    }
    const declined = await payBalance('4000 0000 0000 0002')
    expect(declined).toBe(`${shop.server.publicUrl}/commande/confirmation/${number}/erreur?acces=${token}`)
    const error = await other.page(pathOf(declined))
    expect(error.status).toBe(200)
    const errorHtml = await error.text()
    expect(textOf(errorHtml)).toContain('Une erreur est survenue lors du paiement du solde. Votre réservation reste confirmée')
    expect(errorHtml).toContain(`href="/commande/confirmation/${number}/succes?acces=${token}#payer-le-solde"`)
    const back = await payBalance()
    expect(back).toBe(`${shop.server.publicUrl}/commande/confirmation/${number}/succes?acces=${token}`)
    const paid = await other.page(pathOf(back))
    expect(textOf(await paid.text())).toContain('Solde reçu : votre commande est entièrement payée')
    expect((await orderOf(guest)).status).toBe(2)
  })

  it('refuses a wrong, tampered or other order’s token with a clear page in French and English, and the PDF with them', async () => {
    const guest = await depositPaid()
    const other = await depositPaid()
    const number = guest.cart.number
    const link = await linkInMail(guest, /^Acompte reçu/)
    const token = new URL(link).searchParams.get('acces') as string
    const othersToken = new URL(await linkInMail(other, /^Acompte reçu/)).searchParams.get('acces') as string
    const stranger = freshBrowser()
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')
    for (const bad of ['0000', tampered, othersToken, token.replace(/^\d{8}/, '20991231')]) {
      const fr = await stranger.page(`/commande/confirmation/${number}/succes?acces=${bad}`)
      expect(fr.status).toBe(404)
      const text = textOf(await fr.text())
      expect(text).toContain('Lien non valable')
      expect(text).toContain('Ce lien vers une commande n’est pas valable'.replace('’', "'"))
      expect(text).not.toContain('Chalet des Liens')
      const en = await stranger.page(`/en/commande/confirmation/${number}/succes?acces=${bad}`)
      expect(en.status).toBe(404)
      expect(textOf(await en.text())).toContain('This link to an order is not valid')
      expect((await stranger.api(`/shop/api/store/cart/${number}/confirmation?locale=fr&acces=${bad}`)).status).toBe(404)
      expect((await stranger.api(`/shop/api/store/order/${number}?locale=fr&acces=${bad}`)).status).toBe(404)
    }
  })

  it('an expired link says since when, in French and English (410), and opens neither the order nor its PDF', async () => {
    const guest = await depositPaid()
    const number = guest.cart.number
    const expired = orderLinkToken(new TextEncoder().encode(SECRET), number, '2026-01-31')
    const stranger = freshBrowser()
    const fr = await stranger.page(`/commande/confirmation/${number}/succes?acces=${expired}`)
    expect(fr.status).toBe(410)
    expect(textOf(await fr.text())).toContain("Ce lien vers votre commande n'est plus valable depuis le 01.02.2026")
    const en = await stranger.page(`/en/commande/confirmation/${number}/succes?acces=${expired}`)
    expect(en.status).toBe(410)
    expect(textOf(await en.text())).toContain('This link to your order is no longer valid since 01.02.2026')
    const pdf = await stranger.api(`/shop/api/store/cart/${number}/confirmation?locale=en&acces=${expired}`)
    expect(pdf.status).toBe(410)
    expect(await pdf.json()).toEqual({ code: 'ORDER_LINK_EXPIRED', message: 'This link to your order has expired. Sign in to your account or contact us to see it.' })
    // Its own browser still sees the order, whatever the link says.
    expect((await guest.page(`/commande/confirmation/${number}/succes?acces=${expired}`)).status).toBe(200)
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)('opens on another server process sharing the database and AUTH_SECRET, with a data directory of its own', async () => {
    const guest = await depositPaid()
    const link = await linkInMail(guest, /^Acompte reçu/)
    const second = await startServer({ SEED_ON_START: 'false', TRUST_PROXY: 'true', AUTH_SECRET: SECRET, ...ADDRESS, DATABASE_URL: shop.databaseUrl as string })
    try {
      const page = await call(second, pathOf(link), { jar: new CookieJar(), address: '203.0.113.250' })
      expect(page.status).toBe(200)
      expect(textOf(await page.text())).toContain('Acompte reçu : votre réservation est confirmée')
    } finally {
      await second.stop()
    }
  }, 120_000)

  it('starts a balance payment only with a good token, and never pays a cart through a link', async () => {
    const guest = await depositPaid()
    const number = guest.cart.number
    const stranger = freshBrowser()
    const bad = orderLinkToken(new TextEncoder().encode('not-the-servers-secret-but-32-chars-long'), number, '2099-12-31')
    const refused = await stranger.page(`/commande/confirmation/${number}/succes`, { intent: 'pay-balance', orderId: String(guest.cart.id), acces: bad })
    expect(refused.status).toBe(404)
    expect((await orderOf(guest)).payments.filter((p) => p.kind === 'balance')).toEqual([])

    // A cart not paid yet: its link shows it, but it is paid from its own browser only.
    const cart = await guestWithCart(shop.server, shop.ids.transfer as number)
    const cartToken = orderLinkToken(new TextEncoder().encode(SECRET), cart.cart.number, '2099-12-31')
    const seen = await stranger.page(`/commande/confirmation/${cart.cart.number}/succes?acces=${cartToken}`)
    expect(textOf(await seen.text())).toContain('Commande non payée')
    const paying = await stranger.page(`/commande/confirmation/${cart.cart.number}/succes?acces=${cartToken}`, { intent: 'pay-balance', orderId: String(cart.cart.id), acces: cartToken })
    expect(paying.status).toBe(404)
    expect((await orderOf(cart)).payments).toEqual([])
  })
})

describe('the order page says what happened', () => {
  it('paid in full', async () => {
    const guest = await guestWithCart(shop.server, shop.ids.transfer as number)
    await comeBack(guest, await payOnTestPage(guest, (await checkout(guest)).reference))
    const fr = textOf(await (await guest.page(`/commande/confirmation/${guest.cart.number}/succes`)).text())
    expect(fr).toContain('Paiement reçu : votre commande est confirmée')
    expect(fr).not.toContain('Votre réservation a bien été reçue')
    const en = textOf(await (await guest.page(`/en/commande/confirmation/${guest.cart.number}/succes`)).text())
    expect(en).toContain('Payment received: your order is confirmed')
  })

  it('a deposit paid: the balance, its due date and how to pay it', async () => {
    const guest = await depositPaid()
    const order = await orderOf(guest)
    const due = (await (await guest.api('GET', `/order/${guest.cart.number}?locale=fr`)).json()) as { gradedToPayAt: string }
    const day = due.gradedToPayAt.split('-').reverse().join('.')
    const amount = `CHF ${(order.reportedTotal / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, "'")}`
    const fr = textOf(await (await guest.page(`/commande/confirmation/${guest.cart.number}/succes`)).text())
    expect(fr).toContain('Acompte reçu : votre réservation est confirmée')
    expect(fr).toContain(`Le solde de ${amount} est à payer au plus tard le ${day}.`)
    expect(fr).toContain(`Payer le solde par carte (${amount})`)
    const en = textOf(await (await guest.page(`/en/commande/confirmation/${guest.cart.number}/succes`)).text())
    expect(en).toContain(`The balance of ${amount} is due by ${day} at the latest.`)
  })

  it('a payment still waiting for the provider: what happens next, and a way to check again', async () => {
    const guest = await guestWithCart(shop.server, shop.ids.transfer as number)
    await checkout(guest)
    const page = await guest.page(`/commande/confirmation/${guest.cart.number}/succes`)
    const fr = textOf(await page.text())
    expect(fr).toContain('Paiement en cours de confirmation')
    expect(fr).toContain('Dès qu’il est confirmé, votre réservation est confirmée et vous recevez un e-mail.'.replace('’', "'"))
    expect(fr).toContain('Vérifier à nouveau')
    const en = textOf(await (await guest.page(`/en/commande/confirmation/${guest.cart.number}/succes`)).text())
    expect(en).toContain('Your payment is being confirmed')
    expect(en).toContain('Check again')
  })
})

describe('the agency’s one address, from its settings', () => {
  it('is the same in the footer, the contact page’s schema.org, an order e-mail, the PDF and the QR-bill', async () => {
    const guest = await depositPaid()
    const street = ADDRESS.AGENCY_STREET
    const town = `${ADDRESS.AGENCY_ZIP} ${ADDRESS.AGENCY_CITY}`
    const contact = await guest.page('/contact')
    const html = await contact.text()
    const footer = textOf(/<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '')
    expect(footer).toContain(street)
    expect(footer).toContain(town)
    expect(html).toContain(`"streetAddress":"${street}","postalCode":"${ADDRESS.AGENCY_ZIP}","addressLocality":"${ADDRESS.AGENCY_CITY}"`)

    const mail = await waitForMailTo(shop.server.dataDir, guest.email, (m) => m.subject.startsWith('Acompte reçu'))
    expect(mail.text).toContain(`${street}, ${town}`)
    const pdf = await readPdf(Buffer.from(await (await guest.api('GET', `/cart/${guest.cart.number}/confirmation?locale=fr`)).arrayBuffer()))
    expect(pdf.text).toContain(`${street} · ${town}`)
    const invoice = await readPdf(Buffer.from(await (await guest.api('GET', `/cart/${guest.cart.number}/balance-invoice?locale=fr`)).arrayBuffer()))
    // The QR-bill's creditor ("Compte / Payable à"): IBAN, name, street, postcode and town.
    expect(invoice.text).toContain(`CH44 3199 9123 0008 8901 2 Crans-Montana Agency ${street} ${town}`)
    for (const text of [pdf.text, invoice.text, mail.text, footer]) expect(text).not.toMatch(/Route du Rawyl 5|Rue du Prado 12/)
  })
})
