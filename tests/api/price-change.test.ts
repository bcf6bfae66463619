import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, type CookieJar, waitForMailTo } from './auth-support'
import { signInDemoAdmin } from './admin-support'
import { checkout, comeBack, guestWithCart, type Guest, orderOf, payOnTestPage } from './payment-support'
import { type Shop, startShop, zurichSwissDate } from '../support/shop-fixtures'

/**
 * Prices changed after the order (SPEC §9, docs/decisions/033): a concierge service raised up to 20
 * days before departure, a mistaken price corrected; the customer e-mailed, owing the difference or
 * refunded it, and free to withdraw at no cost through the e-mailed link when the terms say so.
 */

let shop: Shop
let staff: CookieJar

beforeAll(async () => {
  shop = await startShop({}, undefined, { demoAdmin: true })
  staff = await signInDemoAdmin(shop.server)
}, 180_000)
afterAll(async () => {
  await shop?.stop()
})

/** A guest pays a transfer for two people (CHF 91.00) on the day `days` ahead. */
async function paidTransfer(days: number): Promise<Guest> {
  const guest = await guestWithCart(shop.server, shop.ids.transfer as number, { body: { data: [{ people: 2, dateFrom: zurichSwissDate(days) }] } })
  const { reference } = await checkout(guest)
  await comeBack(guest, await payOnTestPage(guest, reference))
  expect((await orderOf(guest)).status).toBe(2)
  return guest
}

const orderPage = (number: string, form?: Record<string, string>, lang = '') => call(shop.server, `${lang}/admin/commandes/${number}`, { jar: staff, form, address: '198.51.100.200' })

/** The line's value in the form ("id:total"), read from the page as staff see it. */
async function lineValue(number: string): Promise<string> {
  const html = await (await orderPage(number)).text()
  return /<option[^>]*value="(\d+:\d+)"/.exec(html)?.[1] as string
}

async function changePrice(number: string, form: Record<string, string>, lang = '') {
  return orderPage(number, { intent: 'price', item: await lineValue(number), reason: 'Tarif du transporteur 2027', ...form }, lang)
}

async function payBalance(guest: Guest) {
  const { reference } = await checkout(guest)
  await comeBack(guest, await payOnTestPage(guest, reference))
}

describe('a concierge service raised after the order', () => {
  it('by more than 10%: the customer owes the difference, is e-mailed a link, and withdrawing cancels at no cost, once', async () => {
    const guest = await paidTransfer(30)
    const number = guest.cart.number
    const raised = await changePrice(number, { kind: 'concierge_rise', amount: '120.00' })
    expect(raised.status).toBe(303)
    expect(raised.headers.get('location')).toBe(`/admin/commandes/${number}?done=price`)
    const order = await orderOf(guest)
    expect(order).toMatchObject({ status: 3, total: 12_000, reportedTotal: 2_900 })

    const mail = await waitForMailTo(shop.server.dataDir, guest.email, (m) => m.subject.includes('Changement de prix'))
    expect(mail.text).toContain('Tarif du transporteur 2027')
    const link = /\/commande\/retrait\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] as string
    expect(link).toBeTruthy()

    const offer = await guest.page(link)
    expect(offer.status).toBe(200)
    expect(await offer.text()).toContain('Retirer ma réservation sans frais')
    expect((await orderOf(guest)).status).toBe(3) // opening the link changes nothing

    // Sent twice at once (a double click, two tabs): one withdrawal, one refund.
    const answers = await Promise.all([guest.page(link, {}), guest.page(link, {})])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410])
    expect(await (answers.find((a) => a.status === 200) as Response).text()).toContain('Votre réservation est annulée')
    const cancelled = await orderOf(guest)
    expect(cancelled.status).toBe(4)
    expect(cancelled.payments.filter((p) => p.kind === 'refund')).toEqual([expect.objectContaining({ status: 'paid', amount: 9_100 })])

    expect((await guest.page(link, {})).status).toBe(410)
    expect((await guest.page(link)).status).toBe(410)
    expect(await (await orderPage(number)).text()).toContain('le client s’est retiré')
  })

  it('by 10% or less: no withdrawal; the balance is paid, and a second rise is paid again', async () => {
    const guest = await paidTransfer(30)
    const number = guest.cart.number
    expect((await changePrice(number, { kind: 'concierge_rise', amount: '95.00' })).status).toBe(303)
    const mail = await waitForMailTo(shop.server.dataDir, guest.email, (m) => m.subject.includes('Changement de prix'))
    expect(mail.text).not.toContain('/commande/retrait/')
    expect(await orderOf(guest)).toMatchObject({ status: 3, reportedTotal: 400 })
    await payBalance(guest)
    expect(await orderOf(guest)).toMatchObject({ status: 2, total: 9_500, reportedTotal: 0 })

    expect((await changePrice(number, { kind: 'concierge_rise', amount: '99.00' })).status).toBe(303)
    expect(await orderOf(guest)).toMatchObject({ status: 3, reportedTotal: 400 })
    await payBalance(guest)
    const paid = await orderOf(guest)
    expect(paid).toMatchObject({ status: 2, total: 9_900, reportedTotal: 0 })
    expect(paid.payments.filter((p) => p.status === 'paid').map((p) => p.amount).sort((a, b) => a - b)).toEqual([400, 400, 9_100])
  })

  it('is refused less than 20 days before departure, lowered, or sent twice, in French and English, changing nothing', async () => {
    const soon = await paidTransfer(10)
    const late = await changePrice(soon.cart.number, { kind: 'concierge_rise', amount: '120.00' })
    expect(late.status).toBe(400)
    expect(await late.text()).toContain('au plus tard 20 jours avant le départ')
    const lateEn = await changePrice(soon.cart.number, { kind: 'concierge_rise', amount: '120.00' }, '/en')
    expect(await lateEn.text()).toContain('at the latest 20 days before departure')
    expect(await orderOf(soon)).toMatchObject({ status: 2, total: 9_100 })

    const guest = await paidTransfer(30)
    const lowered = await changePrice(guest.cart.number, { kind: 'concierge_rise', amount: '50.00' })
    expect(lowered.status).toBe(400)
    expect(await lowered.text()).toContain('ne peut qu’être augmenté')

    const item = await lineValue(guest.cart.number)
    const form = { intent: 'price', item, kind: 'concierge_rise', amount: '95.00', reason: 'x' }
    const answers = await Promise.all([orderPage(guest.cart.number, form), orderPage(guest.cart.number, form)])
    expect(answers.map((a) => a.status).sort()).toEqual([303, 409])
    expect(await orderOf(guest)).toMatchObject({ total: 9_500, reportedTotal: 400 })

    const noReason = await changePrice(guest.cart.number, { kind: 'concierge_rise', amount: '99.00', reason: ' ' })
    expect(noReason.status).toBe(400)
    expect(await noReason.text()).toContain('Indiquez la raison du changement')
  })
})

describe('a mistaken price corrected', () => {
  it('lowered: the difference goes back to the card, and the customer may still withdraw', async () => {
    const guest = await paidTransfer(5)
    const corrected = await changePrice(guest.cart.number, { kind: 'correction', amount: '80.00' })
    expect(corrected.status).toBe(303)
    const order = await orderOf(guest)
    expect(order).toMatchObject({ status: 2, total: 8_000, reportedTotal: 0 })
    expect(order.payments.filter((p) => p.kind === 'refund')).toEqual([expect.objectContaining({ status: 'paid', amount: 1_100 })])
    const mail = await waitForMailTo(shop.server.dataDir, guest.email, (m) => m.subject.includes('Correction'))
    expect(mail.text).toMatch(/\/commande\/retrait\/[A-Za-z0-9_-]{43}/)

    const again = await changePrice(guest.cart.number, { kind: 'correction', amount: '85.00' })
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('droit de retrait ouvert')
  })

  it('answers 410 to an unknown or malformed link, and 4xx, never 5xx, to absurd forms', async () => {
    expect((await call(shop.server, `/commande/retrait/${'a'.repeat(43)}`)).status).toBe(410)
    expect((await call(shop.server, '/en/commande/retrait/nope', { form: {} })).status).toBe(410)
    const guest = await paidTransfer(30)
    for (const form of [{ item: 'x' }, { item: '1:1' }, { kind: 'other' }, { amount: '-5' }, { amount: '1e9' }, { amount: '' }]) {
      const answer = await orderPage(guest.cart.number, { intent: 'price', item: await lineValue(guest.cart.number), kind: 'concierge_rise', amount: '95', reason: 'r', ...form })
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
    }
    expect(await orderOf(guest)).toMatchObject({ status: 2, total: 9_100 })
  })
})
