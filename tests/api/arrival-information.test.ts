import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { locations, locationTranslations } from '../../db/schema'
import { createRentalProducts } from '../../domain/booking/rental-products.server'
import { newWeeklyRental, saturdayIn, weeksFrom } from '../../domain/booking/fixtures.test-data'
import { API, call, CONTACT, CookieJar, newEmail, signUpBody, waitForMailTo } from './auth-support'
import { signInDemoAdmin } from './admin-support'
import { checkout, comeBack, expectMailCount, type Guest, orderOf, payOnTestPage } from './payment-support'
import { type Shop, startShop } from '../support/shop-fixtures'

/**
 * A rental's arrival information (docs/decisions/057): edited by staff in French and English
 * (audited, refused to anyone else), shown on the order's page behind its signed link once the stay
 * is paid in full and never before nor on the public rental page, and e-mailed once in the order's
 * language — here at once, ARRIVAL_DAYS_BEFORE being 60 days and the stays a few weeks ahead.
 */

const SECRET = 'the-arrival-tests-secret-of-32-characters'
const ACCESS_CODE = '7319-B'
const WIFI_PASSWORD = 'poudreuse-fraiche'

let shop: Shop
let staff: CookieJar
const rentals: Array<{ id: number; productId: number; slug: string }> = []
let nextWeek = 0

beforeAll(async () => {
  shop = await startShop({ AUTH_SECRET: SECRET, ARRIVAL_DAYS_BEFORE: '60' }, undefined, {
    demoAdmin: true,
    prepare: async (db) => {
      for (const name of ['Gentiane', 'Edelweiss']) {
        const id = await newWeeklyRental(db)
        const slug = `chalet-${name.toLowerCase()}`
        await db.insert(locationTranslations).values([
          { locationId: id, locale: 'fr', title: `Chalet ${name}`, slug },
          { locationId: id, locale: 'en', title: `${name} Chalet`, slug: `${slug}-en` },
        ])
        rentals.push({ id, productId: 0, slug })
      }
      await createRentalProducts(db)
      for (const rental of rentals) {
        const [row] = await db.select({ productId: locations.productId }).from(locations).where(eq(locations.id, rental.id))
        rental.productId = row?.productId as number
      }
    },
  })
  staff = await signInDemoAdmin(shop.server)
}, 180_000)
afterAll(async () => {
  await shop?.stop()
})

const FORM = {
  intent: 'save',
  checkInFrom: '16:00',
  checkOutBy: '10:00',
  accessCode: ACCESS_CODE,
  wifiNetwork: 'Chalet-Gentiane',
  wifiPassword: WIFI_PASSWORD,
  address_fr: 'Route du Rawyl 12, 3963 Crans-Montana',
  keyPickup_fr: 'Les clés sont dans la boîte à gauche de la porte.',
  parking_fr: 'Place 14 au sous-sol.',
  notes_fr: '',
  address_en: '',
  keyPickup_en: 'The keys are in the box left of the door.',
  parking_en: 'Space 14 in the basement.',
  notes_en: '',
}

const textOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&#x27;|’/g, "'").replace(/\s+/g, ' ')
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search

async function saveArrival(rentalId: number, form: Record<string, string> = FORM, lang = '') {
  return call(shop.server, `${lang}/admin/locations/${rentalId}/arrivee`, { form, jar: staff })
}

let guests = 0

/** A browser of its own with a cart of a week of the rental, made in `locale` (the order's language). */
async function guestWithStay(rental: { productId: number }, locale: 'fr' | 'en'): Promise<Guest> {
  guests += 1
  const week = weeksFrom(saturdayIn(nextWeek++))
  const jar = new CookieJar()
  const address = `198.18.${(process.pid + 77) % 250}.${guests % 250}`
  const email = `arrivee.${process.pid}.${guests}.${Date.now().toString(36)}@example.ch`
  const api = (method: string, path: string, body?: unknown) => call(shop.server, `${API}${path}`, { jar, address, method, body })
  const page = (path: string, form?: Record<string, string>) => call(shop.server, path, { jar, address, form })
  expect((await api('PUT', `/cart/add/${rental.productId}?locale=${locale}`, { data: [{ startPeriod: week.arrival, endPeriod: week.departure, adults: 2 }] })).status).toBe(200)
  expect((await api('PUT', `/cart/shipping-contact?locale=${locale}`, { ...CONTACT, cg: true, dataUse: false, email })).status).toBe(200)
  const cart = (await (await api('GET', `/cart?locale=${locale}`)).json()) as { id: number; number: string; total: number }
  return { jar, address, email, api, page, cart }
}

/** A guest's week of the rental, paid in full by card (order in `locale`). */
async function paidStay(rental: { productId: number }, locale: 'fr' | 'en' = 'fr'): Promise<Guest> {
  const guest = await guestWithStay(rental, locale)
  const { reference } = await checkout(guest)
  await comeBack(guest, await payOnTestPage(guest, reference))
  expect((await orderOf(guest)).status).toBe(2)
  return guest
}

/** The signed link of the order page in an e-mail. */
function linkIn(text: string, number: string): string {
  const link = new RegExp(`https?://[^\\s]+/commande/confirmation/${number}/succes\\?acces=[0-9]{8}-[A-Za-z0-9_-]{32}`).exec(text)?.[0]
  expect(link, 'the order link of the e-mail').toBeTruthy()
  return link as string
}

/** Another browser: no cookie, another address. */
const fresh = (path: string) => call(shop.server, path, { jar: new CookieJar(), address: `203.0.113.${Math.floor(Math.random() * 250) + 1}` })

describe('arrival information in the back office', () => {
  it('is edited by staff in French and English side by side, refused with messages in the page’s language, and audited without its secrets', async () => {
    const rental = rentals[0]!
    const empty = await call(shop.server, `/admin/locations/${rental.id}/arrivee`, { jar: staff })
    expect(empty.status).toBe(200)
    const emptyHtml = await empty.text()
    expect(emptyHtml).toContain('name="address_fr"')
    expect(emptyHtml).toContain('name="address_en"')
    expect(emptyHtml).toContain('lang="en"')
    expect(emptyHtml).toContain('value="16:00"')
    expect(textOf(emptyHtml)).toContain('n’a pas encore d’informations d’arrivée'.replace(/’/g, "'"))

    const refused = await saveArrival(rental.id, { ...FORM, checkInFrom: '25:00', address_fr: ' ', notes_en: 'Ski room' }, '/en')
    expect(refused.status).toBe(400)
    const refusedHtml = await refused.text()
    expect(refusedHtml).toContain('Enter a time as HH:MM, for example 16:00.')
    expect(refusedHtml).toContain('This field is required.')
    expect(refusedHtml).toMatch(/id="arrival-checkInFrom"[^>]*aria-describedby="[^"]*arrival-checkInFrom-error/)
    // What was typed is shown again.
    expect(refusedHtml).toContain('Ski room')

    const saved = await saveArrival(rental.id)
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe(`/admin/locations/${rental.id}/arrivee?done=saved&queued=0`)
    const page = await (await call(shop.server, `/en/admin/locations/${rental.id}/arrivee`, { jar: staff })).text()
    expect(page).toContain(`value="${ACCESS_CODE}"`)
    expect(page).toContain('The keys are in the box left of the door.')
    expect(page).toContain(`href="/en/admin/locations/${rental.id}/arrivee"`)

    const journal = await (await call(shop.server, `/admin/journal?entity=location_arrival&id=${rental.id}`, { jar: staff })).text()
    expect(journal).toContain('(sealed)')
    expect(journal).toContain('Route du Rawyl 12')
    expect(journal).not.toContain(ACCESS_CODE)
    expect(journal).not.toContain(WIFI_PASSWORD)
  })

  it('answers 404 to a visitor and to a customer, and changes nothing', async () => {
    const rental = rentals[0]!
    const customer = new CookieJar()
    expect((await call(shop.server, `${API}/sign-up`, { body: signUpBody(newEmail('arrivee')), jar: customer, address: '198.51.100.31' })).status).toBe(201)
    for (const jar of [undefined, customer]) {
      expect((await call(shop.server, `/admin/locations/${rental.id}/arrivee`, { jar })).status).toBe(404)
      expect((await call(shop.server, `/admin/locations/${rental.id}/arrivee`, { jar, form: { ...FORM, accessCode: '0000' } })).status).toBe(404)
    }
    expect(await (await call(shop.server, `/admin/locations/${rental.id}/arrivee`, { jar: staff })).text()).toContain(`value="${ACCESS_CODE}"`)
  })
})

describe('arrival information for the guest', () => {
  it('is on the order’s page behind its signed link once paid in full, never on the public rental page, and e-mailed once in the order’s language', async () => {
    const rental = rentals[0]!
    if ((await saveArrival(rental.id)).status !== 303) throw new Error('the arrival information should save')
    // Before the payment: the guest's own cart page says nothing of it.
    const unpaid = await guestWithStay(rental, 'fr')
    const cartPage = await unpaid.page(`/commande/confirmation/${unpaid.cart.number}/succes`)
    const cartHtml = await cartPage.text()
    expect(cartHtml).not.toContain(ACCESS_CODE)
    expect(textOf(cartHtml)).not.toContain('Informations d\'arrivée')

    const guest = await paidStay(rental, 'en')
    const [mail] = await expectMailCount(shop.server.dataDir, guest.email, 1, /^Your arrival on /)
    expect(mail!.text).toContain(ACCESS_CODE)
    expect(mail!.text).toContain(WIFI_PASSWORD)
    expect(mail!.text).toContain('The keys are in the box left of the door.')
    expect(mail!.text).toContain('Route du Rawyl 12, 3963 Crans-Montana')
    const link = linkIn(mail!.text, guest.cart.number)
    expect(pathOf(link)).toMatch(/^\/en\/commande\//)

    const page = await fresh(pathOf(link))
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toContain('no-store')
    const text = textOf(await page.text())
    expect(text).toContain('Arrival information')
    expect(text).toContain(ACCESS_CODE)
    expect(text).toContain(WIFI_PASSWORD)
    expect(text).toContain('Space 14 in the basement.')
    const french = textOf(await (await fresh(pathOf(link).replace('/en/commande/', '/commande/'))).text())
    expect(french).toContain('Informations d\'arrivée')
    expect(french).toContain('Place 14 au sous-sol.')
    // The number alone opens nothing.
    expect((await fresh(`/commande/confirmation/${guest.cart.number}/succes`)).status).toBe(404)

    for (const path of [`/location/${rental.slug}-${rental.id}`, `/en/location/${rental.slug}-en-${rental.id}`]) {
      const publicPage = await call(shop.server, path)
      expect(publicPage.status, path).toBe(200)
      const html = await publicPage.text()
      for (const secret of [ACCESS_CODE, WIFI_PASSWORD, 'Place 14 au sous-sol', 'Space 14 in the basement', 'boîte à gauche']) expect(html, path).not.toContain(secret)
    }

    // Saved again: the stay already has its e-mail, none goes a second time.
    const again = await saveArrival(rental.id)
    expect(again.headers.get('location')).toBe(`/admin/locations/${rental.id}/arrivee?done=saved&queued=0`)
    await expectMailCount(shop.server.dataDir, guest.email, 1, /^Your arrival on /)
  })

  it('goes out once a rental paid before it had any gets its information', async () => {
    const rental = rentals[1]!
    const guest = await paidStay(rental, 'fr')
    await waitForMailTo(shop.server.dataDir, guest.email, (m) => m.subject.startsWith('Votre réservation'))
    await expectMailCount(shop.server.dataDir, guest.email, 0, /^Votre arrivée le /)
    const saved = await saveArrival(rental.id)
    expect(saved.headers.get('location')).toBe(`/admin/locations/${rental.id}/arrivee?done=saved&queued=1`)
    const [mail] = await expectMailCount(shop.server.dataDir, guest.email, 1, /^Votre arrivée le /)
    expect(mail!.text).toContain('Les clés sont dans la boîte à gauche de la porte.')
    expect(mail!.text).toContain(`Code d’accès : ${ACCESS_CODE}`)
  })
})
