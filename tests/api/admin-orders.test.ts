import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API, type AuthServer, call, CookieJar, PASSWORD, startAuthServer } from './auth-support'
import { signInDemoAdmin } from './admin-support'
import { checkout, comeBack, guestWithCart, type Guest, orderOf, payOnTestPage } from './payment-support'
import { zurichDate } from '../support/shop-fixtures'

/**
 * The agency's orders in the back office: staff cancel a paid stay with its refund through the test
 * provider (the week is offered again), refund once however often the form is sent, and export the
 * filtered list as CSV.
 */

type Week = { startDate: string; endDate: string; available: boolean }
type Rental = { id: number; productId: number; persons: number; priceWeeks: Week[] }

/** A page's text without its tags, entities of the apostrophe and quotes as the browser shows them. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/\s+/g, ' ')

let server: AuthServer
let staff: CookieJar
let rental: Rental

async function rentalDetail(id: number): Promise<Rental> {
  return ((await (await fetch(`${server.url}/api/locations/${id}`)).json()) as { location: Rental }).location
}

/** A free week of the rental, from the end of its grid (each test takes another one). */
let taken = 0
async function freeWeek(): Promise<Week> {
  const free = (await rentalDetail(rental.id)).priceWeeks.filter((w) => w.available)
  taken += 1
  return free[free.length - taken] as Week
}

/** A guest buys a week of the rental with the test provider's card: a paid order (status 2). */
async function paidStay(): Promise<{ guest: Guest; week: Week }> {
  const week = await freeWeek()
  const guest = await guestWithCart(server, rental.productId, { body: { data: [{ startPeriod: week.startDate, endPeriod: week.endDate, adults: 2 }] } })
  expect((await guest.api('POST', '/cart/hold?locale=fr')).status).toBe(200)
  const { reference } = await checkout(guest)
  await comeBack(guest, await payOnTestPage(guest, reference))
  expect((await orderOf(guest)).status).toBe(2)
  return { guest, week }
}

const orderPage = (number: string, form?: Record<string, string>, lang = '') => call(server, `${lang}/admin/commandes/${number}`, { jar: staff, form, address: '198.51.100.200' })

beforeAll(async () => {
  server = await startAuthServer({ SEED_ON_START: 'true' })
  staff = await signInDemoAdmin(server)
  const list = (await (await fetch(`${server.url}/api/locations`)).json()) as { locations: Array<{ id: number; kind: string }> }
  for (const { id } of list.locations.filter((l) => l.kind === 'weekly')) {
    const detail = await rentalDetail(id)
    if (detail.priceWeeks.filter((w) => w.available).length >= 4) {
      rental = detail
      break
    }
  }
}, 180_000)
afterAll(async () => {
  await server?.stop()
})

describe('orders in the back office', () => {
  it('cancels a paid stay with its fee waived: cancelled, refunded through the provider, the week offered again, audited', async () => {
    const { guest, week } = await paidStay()
    const number = guest.cart.number
    const page = await orderPage(number)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Annuler la commande et rembourser')
    expect((await rentalDetail(rental.id)).priceWeeks.find((w) => w.startDate === week.startDate)?.available).toBe(false)

    const cancelled = await orderPage(number, { intent: 'cancel', fee: 'waived' })
    expect(cancelled.status).toBe(303)
    expect(cancelled.headers.get('location')).toBe(`/admin/commandes/${number}?done=cancel`)

    const order = await orderOf(guest)
    expect(order.status).toBe(4)
    const refunds = order.payments.filter((p) => p.kind === 'refund')
    expect(refunds).toEqual([expect.objectContaining({ status: 'paid', amount: guest.cart.total })])
    expect((await rentalDetail(rental.id)).priceWeeks.find((w) => w.startDate === week.startDate)?.available).toBe(true)

    const again = await orderPage(number, { intent: 'cancel', fee: 'waived' })
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('ne peut pas être annulée')
    const audit = await (await call(server, `/admin/journal?entity=order&id=${number}`, { jar: staff, address: '198.51.100.200' })).text()
    expect(audit).toContain('cancel_fee_waived')
  })

  it('refunds part of a payment once, however often the form is sent; refuses more than was paid', async () => {
    const { guest } = await paidStay()
    const number = guest.cart.number
    const paid = String(guest.cart.total)
    const tooMuch = await orderPage(number, { intent: 'refund', amount: ((guest.cart.total + 100) / 100).toFixed(2), expectedPaid: paid }, '/en')
    expect(tooMuch.status).toBe(400)
    expect(await tooMuch.text()).toContain('at most what remains paid')

    const form = { intent: 'refund', amount: '100.50', expectedPaid: paid }
    expect((await orderPage(number, form)).status).toBe(303)
    const replay = await orderPage(number, form)
    expect(replay.status).toBe(409)
    expect(await replay.text()).toContain('rien n’a été fait')

    expect((await orderOf(guest)).payments.filter((p) => p.kind === 'refund')).toEqual([expect.objectContaining({ status: 'paid', amount: 10_050 })])

    // A double click: two posts at once, one refund.
    const twice = { intent: 'refund', amount: '10', expectedPaid: String(guest.cart.total - 10_050) }
    const answers = await Promise.all([orderPage(number, twice), orderPage(number, twice)])
    expect(answers.map((a) => a.status).sort()).toEqual([303, 409])
    const order = await orderOf(guest)
    expect(order.status).toBe(2)
    expect(order.payments.filter((p) => p.kind === 'refund').map((p) => p.amount).sort()).toEqual([1_000, 10_050])
  })

  it('lists orders, not carts, and exports the filtered list as CSV with a BOM', async () => {
    const { guest } = await paidStay()
    const week = await freeWeek()
    const cart = await guestWithCart(server, rental.productId, { body: { data: [{ startPeriod: week.startDate, endPeriod: week.endDate, adults: 2 }] } })
    const list = await (await call(server, `/admin/commandes?q=${guest.cart.number}`, { jar: staff, address: '198.51.100.200' })).text()
    expect(list).toContain(guest.cart.number)
    expect((await (await call(server, `/admin/commandes?q=${cart.cart.number}`, { jar: staff, address: '198.51.100.200' })).text())).not.toContain(`>${cart.cart.number}<`)

    const response = await call(server, `/en/admin/commandes/export?q=${guest.cart.number}`, { jar: staff, address: '198.51.100.200' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n')
    expect(lines[0]).toBe('Number;Date;Status;Customer;E-mail;Rentals;Total (CHF);Paid (CHF)')
    expect(lines[1]).toContain(`${guest.cart.number};`)
    expect(lines[1]).toContain(`;paid;`)
    expect(lines[1]).toContain(`;${guest.email};`)
    expect(lines[1]).toContain(`;${(guest.cart.total / 100).toFixed(2)};${(guest.cart.total / 100).toFixed(2)}`)
    expect(lines).toHaveLength(3)
  })

  it('answers 404 for an unknown number, never 500 for an unknown intent', async () => {
    expect((await orderPage('999999999')).status).toBe(404)
    const { guest } = await paidStay()
    expect((await orderPage(guest.cart.number, { intent: 'nothing' })).status).toBe(400)
    expect((await orderPage(guest.cart.number, { intent: 'refund', amount: 'abc', expectedPaid: '1' })).status).toBe(400)
  })
})

describe('what went wrong, and who arrives', () => {
  it('shows a declined payment on Today and under the "payment problem" filter with the provider’s answer; a re-check says what it found, audited; paid by another attempt, it is gone', async () => {
    const week = await freeWeek()
    const guest = await guestWithCart(server, rental.productId, { body: { data: [{ startPeriod: week.startDate, endPeriod: week.endDate, adults: 2 }] } })
    expect((await guest.api('POST', '/cart/hold?locale=fr')).status).toBe(200)
    const number = guest.cart.number
    const { reference } = await checkout(guest)
    await comeBack(guest, await payOnTestPage(guest, reference, '4000 0000 0000 0002'))
    const [payment] = (await orderOf(guest)).payments
    expect(payment).toMatchObject({ kind: 'full', status: 'failed' })

    const today = textOf(await (await call(server, '/admin', { jar: staff, address: '198.51.100.200' })).text())
    expect(today).toContain('Problèmes de paiement')
    expect(today).toMatch(new RegExp(`${number} Anne Rey paiement CHF [\\d'.]+ test · [\\d.: ]+ Paiement échoué ou abandonné : commande non payée Dernière réponse du prestataire : échoué`))
    const filtered = await (await call(server, '/en/admin/commandes?status=problem', { jar: staff, address: '198.51.100.200' })).text()
    expect(filtered).toContain(`/en/admin/commandes/${number}`)
    expect(filtered).toMatch(/<option value="problem" selected="">Payment problem<\/option>/)
    const csv = await (await call(server, '/en/admin/commandes/export?status=problem', { jar: staff, address: '198.51.100.200' })).text()
    expect(csv.split('\r\n').find((line) => line.startsWith(`${number};`))).toContain(';unpaid;Anne Rey;')
    const orderText = textOf(await (await orderPage(number)).text())
    expect(orderText).toContain('Problèmes de paiement')
    expect(orderText).toContain('non payée')

    const checked = await orderPage(number, { intent: 'recheck', paymentId: String(payment!.id) })
    expect(checked.status).toBe(303)
    expect(checked.headers.get('location')).toBe(`/admin/commandes/${number}?done=recheck&state=failed&result=failed`)
    expect(textOf(await (await orderPage(`${number}?done=recheck&state=failed&result=failed`)).text())).toContain('Le prestataire indique que le paiement a échoué.')
    const english = await orderPage(number, { intent: 'recheck', paymentId: String(payment!.id) }, '/en')
    expect(english.headers.get('location')).toBe(`/en/admin/commandes/${number}?done=recheck&state=failed&result=failed`)
    expect(textOf(await (await orderPage(`${number}?done=recheck&state=failed&result=failed`, undefined, '/en')).text())).toContain('The provider says the payment failed.')
    expect((await orderPage(number, { intent: 'recheck', paymentId: '999999999' })).status).toBe(404)
    const audit = await (await call(server, `/admin/journal?entity=order&id=${number}`, { jar: staff, address: '198.51.100.200' })).text()
    expect(audit.match(/recheck_payment/g)?.length).toBeGreaterThanOrEqual(2)

    // The customer tries again and pays: nothing left to see.
    const again = await checkout(guest)
    await comeBack(guest, await payOnTestPage(guest, again.reference))
    expect((await orderOf(guest)).status).toBe(2)
    expect(await (await call(server, '/admin/commandes?status=problem', { jar: staff, address: '198.51.100.200' })).text()).not.toContain(`/admin/commandes/${number}"`)
    expect(await (await call(server, '/admin', { jar: staff, address: '198.51.100.200' })).text()).not.toContain(`/admin/commandes/${number}"`)
  })

  it('gives a stay’s guests: the order page’s rental line, and Today’s arrivals with name, party and phone, in French and English', async () => {
    // A rental with room for four and a free week that starts within the seven days Today shows.
    const list = (await (await fetch(`${server.url}/api/locations`)).json()) as { locations: Array<{ id: number; kind: string }> }
    let found: { rental: Rental; week: Week } | null = null
    for (const { id } of list.locations.filter((l) => l.kind === 'weekly')) {
      const detail = await rentalDetail(id)
      const week = detail.priceWeeks.find((w) => w.available && w.startDate < zurichDate(7))
      if (detail.persons >= 4 && week) {
        found = { rental: detail, week }
        break
      }
    }
    expect(found, 'a rental free this week').not.toBeNull()
    const { rental: soon, week } = found as { rental: Rental; week: Week }
    const guest = await guestWithCart(server, soon.productId, { body: { data: [{ startPeriod: week.startDate, endPeriod: week.endDate, adults: 2, children: '4,9' }] } })
    expect((await guest.api('POST', '/cart/hold?locale=fr')).status).toBe(200)
    const { reference } = await checkout(guest)
    await comeBack(guest, await payOnTestPage(guest, reference))
    const number = guest.cart.number

    expect(textOf(await (await orderPage(number)).text())).toContain('Voyageurs : 2 adultes, 2 enfants (4 et 9 ans)')
    expect(textOf(await (await orderPage(number, undefined, '/en')).text())).toContain('Guests: 2 adults, 2 children (aged 4 and 9)')
    const row = (html: string) => textOf(html.split('<tr').find((r) => r.includes(`/admin/commandes/${number}"`)) ?? '')
    const fr = await (await call(server, '/admin', { jar: staff, address: '198.51.100.200' })).text()
    expect(fr).toMatch(/<th scope="col">Voyageurs<\/th>/)
    expect(row(fr)).toContain('Anne Rey 2 adultes, 2 enfants (4 et 9 ans) +41274811234')
    const en = await (await call(server, '/en/admin', { jar: staff, address: '198.51.100.200' })).text()
    expect(en).toMatch(/<th scope="col">Party<\/th>/)
    expect(row(en)).toContain('Anne Rey 2 adults, 2 children (aged 4 and 9) +41274811234')
    expect(en).toContain('href="tel:+41274811234"')
  })
})

describe('customers in the back office', () => {
  it('finds a customer, exports their data, then erases them: anonymised, orders kept, cannot sign in', async () => {
    const { guest } = await paidStay()
    const number = guest.cart.number
    const created = await guest.api('PUT', `/order/${number}/user/add?locale=fr`, { username: guest.email, password: PASSWORD, password_confirm: PASSWORD })
    expect(created.status).toBe(201)
    const { id } = ((await created.json()) as { user: { id: number } }).user
    const admin = (path: string, form?: Record<string, string>) => call(server, path, { jar: staff, form, address: '198.51.100.200' })

    expect(await (await admin(`/admin/clients?q=${encodeURIComponent(guest.email)}`)).text()).toContain(`/admin/clients/${id}`)
    const exported = await admin(`/admin/clients/${id}/export`)
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-disposition')).toBe(`attachment; filename="customer-${id}.json"`)
    const json = (await exported.json()) as { account: Record<string, unknown>; orders: Array<{ number: string; payments: unknown[] }>; contact: { email: string } | null }
    expect(json.account).toMatchObject({ id, username: guest.email })
    expect(json.account).not.toHaveProperty('passwordHash')
    expect(json.orders.map((o) => o.number)).toEqual([number])
    expect(json.orders[0]?.payments.length).toBeGreaterThan(0)

    const unconfirmed = await admin(`/admin/clients/${id}`, { intent: 'erase' })
    expect(unconfirmed.status).toBe(400)
    expect(await unconfirmed.text()).toContain('Cochez la case pour confirmer')
    expect((await admin(`/admin/clients/${id}`, { intent: 'erase', confirm: 'true' })).status).toBe(303)
    expect((await admin(`/admin/clients/${id}`, { intent: 'erase', confirm: 'true' })).status).toBe(409)

    const page = await (await admin(`/admin/clients/${id}`)).text()
    expect(page).toContain(`erased-${id}@invalid`)
    expect(page).not.toContain(guest.email)
    expect(page).toContain(number)
    expect((await admin(`/admin/commandes/${number}`)).status).toBe(200)
    const signIn = await call(server, `${API}/auth/login`, { body: { email: guest.email, password: PASSWORD }, jar: new CookieJar(), address: '203.0.113.77' })
    expect(signIn.status).toBe(401)
    const audit = await (await admin(`/admin/journal?entity=customer&id=${id}`)).text()
    expect(audit).toContain('erase')
    expect(audit).not.toContain(guest.email)
  })
})
