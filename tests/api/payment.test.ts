import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { readPdf } from '../../domain/orders/pdf/pdf-text.fixtures'
import { startServer } from '../support/server'
import { PASSWORD, type Shop, startShop } from '../support/shop-fixtures'
import { checkout, comeBack, expectMailCount, guestWithCart, orderOf, paidBody, PAYMENT_KEY_HEX, payOnTestPage, sendNotification } from './payment-support'
import { API, call } from './auth-support'

/**
 * Paying on the external page exactly once (DESIGN §3, docs/decisions/024), through the built-in
 * test provider: the notification, the browser's return and replays arrive in any order and any
 * number of times; the order is paid once and one confirmation e-mail goes out. A notification
 * that is not signed, or that does not match the payment, changes nothing. Only the owner sees an
 * order, its PDF and its pages.
 */

let shop: Shop

beforeAll(async () => {
  shop = await startShop({ TEST_PAYMENT_HMAC_KEY: PAYMENT_KEY_HEX })
}, 180_000)
afterAll(async () => {
  await shop?.stop()
})

const transfer = () => shop.ids.transfer as number

describe('paying exactly once', () => {
  it('pays on the page, then the return twice and a replayed notification: paid once, one e-mail', async () => {
    const guest = await guestWithCart(shop.server, transfer())
    const { reference } = await checkout(guest)
    expect((await orderOf(guest)).status).toBe(1)
    const back = await payOnTestPage(guest, reference)
    expect(back).toMatch(/\/payment\/return\/\d+\/success$/)
    const paymentId = Number(back.split('/').at(-2))
    expect(await comeBack(guest, back)).toBe(`${shop.server.publicUrl}/commande/confirmation/${guest.cart.number}/succes`)
    expect(await comeBack(guest, back)).toBe(`${shop.server.publicUrl}/commande/confirmation/${guest.cart.number}/succes`)
    const replay = await sendNotification(
      shop.server,
      paidBody({
        reference,
        paymentId,
        orderNumber: guest.cart.number,
        amount: guest.cart.total,
      }),
    )
    expect(replay.status).toBe(200)

    const order = await orderOf(guest)
    expect(order.status).toBe(2)
    expect(order.payedAt).not.toBeNull()
    expect(order.payments.filter((p) => p.status === 'paid')).toHaveLength(1)
    await expectMailCount(shop.server.dataDir, guest.email, 1, /./)
    // The visitor's next shopping starts a new cart.
    expect((await guest.api('GET', '/cart?locale=fr')).status).toBe(404)
  })

  it('a notification that arrives before the page and the return: paid once, one e-mail', async () => {
    const guest = await guestWithCart(shop.server, transfer())
    const { reference } = await checkout(guest)
    const before = await orderOf(guest)
    const paymentId = before.payments[0]?.id as number
    const body = paidBody({
      reference,
      paymentId,
      orderNumber: guest.cart.number,
      amount: guest.cart.total,
    })
    const first = await sendNotification(shop.server, body)
    expect(first.status).toBe(200)
    expect((await sendNotification(shop.server, body)).status).toBe(200)
    await comeBack(guest, `${shop.server.url}/payment/return/${paymentId}/success`)
    expect((await orderOf(guest)).status).toBe(2)
    await expectMailCount(shop.server.dataDir, guest.email, 1)
  })

  it('refuses a notification with a bad signature (400) and changes nothing', async () => {
    const guest = await guestWithCart(shop.server, transfer())
    const { reference } = await checkout(guest)
    const paymentId = (await orderOf(guest)).payments[0]?.id as number
    const body = paidBody({
      reference,
      paymentId,
      orderNumber: guest.cart.number,
      amount: guest.cart.total,
    })
    const forged = await sendNotification(shop.server, body, 'ff'.repeat(32))
    expect(forged.status).toBe(400)
    const order = await orderOf(guest)
    expect(order.status).toBe(1)
    expect(order.payments[0]?.status).toBe('pending')
  })

  it.each([
    ['amount', { amountDelta: -100, currency: 'CHF' }],
    ['currency', { amountDelta: 0, currency: 'EUR' }],
  ])('refuses a paid notification of another %s: the order stays unpaid', async (_name, wrong) => {
    const guest = await guestWithCart(shop.server, transfer())
    const { reference } = await checkout(guest)
    const paymentId = (await orderOf(guest)).payments[0]?.id as number
    const body = paidBody({
      reference,
      paymentId,
      orderNumber: guest.cart.number,
      amount: guest.cart.total + wrong.amountDelta,
      currency: wrong.currency,
    })
    expect((await sendNotification(shop.server, body)).status).toBe(200)
    const order = await orderOf(guest)
    expect(order.status).toBe(1)
    expect(order.payments[0]?.status).toBe('failed')
    await expectMailCount(shop.server.dataDir, guest.email, 0)
  })

  it('a declined card leads to the error page and the order can be paid again', async () => {
    const guest = await guestWithCart(shop.server, transfer())
    const first = await checkout(guest)
    const back = await payOnTestPage(guest, first.reference, '4000 0000 0000 0002')
    expect(await comeBack(guest, back)).toBe(`${shop.server.publicUrl}/commande/confirmation/${guest.cart.number}/erreur`)
    expect((await orderOf(guest)).status).toBe(1)
    const second = await checkout(guest)
    await comeBack(guest, await payOnTestPage(guest, second.reference))
    expect((await orderOf(guest)).status).toBe(2)
  })

  it('a payment given up on the page returns to the summary with the cart intact', async () => {
    const guest = await guestWithCart(shop.server, transfer())
    const { reference } = await checkout(guest)
    const to = await comeBack(guest, await payOnTestPage(guest, reference, 'cancel'))
    expect(to).toBe(`${shop.server.publicUrl}/commande/recapitulatif-paiement?payment=cancelled`)
    const cart = (await (await guest.api('GET', '/cart?locale=fr')).json()) as {
      number: string
      orderItems: unknown[]
    }
    expect(cart.number).toBe(guest.cart.number)
    expect(cart.orderItems).toHaveLength(1)
  })
  it('a genuine paid notification after the card was declined is not dropped: the order is paid, once, and confirmed', async () => {
    const guest = await guestWithCart(shop.server, transfer())
    const { reference } = await checkout(guest)
    await comeBack(guest, await payOnTestPage(guest, reference, '4000 0000 0000 0002'))
    const declined = await orderOf(guest)
    expect(declined.payments.map((p) => p.status)).toEqual(['failed'])
    const body = paidBody({ reference, paymentId: declined.payments[0]?.id as number, orderNumber: guest.cart.number, amount: guest.cart.total })
    const late = await sendNotification(shop.server, body)
    expect(await late.json()).toEqual({ status: 'ok', result: 'paid' })
    expect(await (await sendNotification(shop.server, body)).json()).toEqual({ status: 'ok', result: 'already_settled' })
    const order = await orderOf(guest)
    expect(order.status).toBe(2)
    expect(order.payments.map((p) => p.status)).toEqual(['paid'])
    await expectMailCount(shop.server.dataDir, guest.email, 1)
  })
})

describe('only the owner', () => {
  it("answers 404 Can't find order to another visitor, for the API and the PDF", async () => {
    const owner = await guestWithCart(shop.server, transfer())
    await comeBack(owner, await payOnTestPage(owner, (await checkout(owner)).reference))
    const stranger = await guestWithCart(shop.server, transfer())
    const api = await stranger.api('GET', `/order/${owner.cart.number}?locale=fr`)
    expect(api.status).toBe(404)
    expect(await api.json()).toEqual({
      code: 'Can_t find order',
      message: 'Commande introuvable',
    })
    const en = await stranger.api('GET', `/order/${owner.cart.number}?locale=en`)
    expect(await en.json()).toEqual({
      code: 'Can_t find order',
      message: "Can't find order",
    })
    expect((await stranger.api('GET', `/cart/${owner.cart.number}/confirmation?locale=fr`)).status).toBe(404)
    expect((await stranger.api('POST', `/order/${owner.cart.id}/payment/checkout?locale=fr`, {})).status).toBe(404)
    const missing = await stranger.api('GET', '/order?locale=fr')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({
      code: 'MISSING_ORDER_NUMBER',
      message: "You must provide order's number",
    })
  })

  it('shows the confirmation and error pages to the owner only', async () => {
    const owner = await guestWithCart(shop.server, transfer())
    await comeBack(owner, await payOnTestPage(owner, (await checkout(owner)).reference))
    const success = await owner.page(`/commande/confirmation/${owner.cart.number}/succes`)
    expect(success.status).toBe(200)
    const html = await success.text()
    expect(html).toContain('Paiement reçu : votre commande est confirmée')
    expect(html).toContain(`/shop/api/store/cart/${owner.cart.number}/confirmation?locale=fr`)
    expect(html).toContain('Créer mon compte')
    const english = await owner.page(`/en/commande/confirmation/${owner.cart.number}/succes`)
    expect(await english.text()).toContain('Payment received: your order is confirmed')
    const stranger = await guestWithCart(shop.server, transfer())
    expect((await stranger.page(`/commande/confirmation/${owner.cart.number}/succes`)).status).toBe(404)
    expect((await stranger.page(`/commande/confirmation/${owner.cart.number}/erreur`)).status).toBe(404)
    expect((await stranger.page('/commande/confirmation/999999/succes')).status).toBe(404)
    expect((await owner.page('/commande/confirmation/12ab/succes')).status).toBe(404)
  })

  it('creates an account from a guest order, attaches the order and signs the visitor in', async () => {
    const owner = await guestWithCart(shop.server, transfer())
    await comeBack(owner, await payOnTestPage(owner, (await checkout(owner)).reference))
    const stranger = await guestWithCart(shop.server, transfer())
    const body = {
      username: owner.email,
      password: PASSWORD,
      password_confirm: PASSWORD,
    }
    expect((await stranger.api('PUT', `/order/${owner.cart.number}/user/add?locale=fr`, body)).status).toBe(404)
    const weak = await owner.api('PUT', `/order/${owner.cart.number}/user/add?locale=fr`, { ...body, password: 'abc', password_confirm: 'abc' })
    expect(weak.status).toBe(400)
    const created = await owner.api('PUT', `/order/${owner.cart.number}/user/add?locale=fr`, body)
    expect(created.status).toBe(201)
    const { user } = (await created.json()) as { user: { id: number; username: string; roles: string[] } }
    expect(user).toMatchObject({ id: expect.any(Number), username: owner.email, roles: ['ROLE_USER'] })
    expect(user.id).toBeGreaterThan(0)
    const mine = await owner.api('GET', '/my-account/orders?locale=fr&statuses=[2,3]')
    expect(mine.status).toBe(200)
    expect(((await mine.json()) as { number: string }[]).map((o) => o.number)).toContain(owner.cart.number)
    // Once attached, the order is the account's: a second account cannot take it, and its owner is told why.
    const again = await owner.api('PUT', `/order/${owner.cart.number}/user/add?locale=en`, { ...body, username: `x${owner.email}` })
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ code: 'ORDER_HAS_ACCOUNT', message: 'An account has already been created for this order: sign in with its e-mail address to find it in “My latest bookings”.' })
    // The confirmation page's form sends to the login page, which says why and comes back to the order.
    const form = await owner.page(`/en/commande/confirmation/${owner.cart.number}/succes`, { ...body, username: `y${owner.email}` })
    expect(form.status).toBe(303)
    const login = form.headers.get('location') as string
    expect(login).toBe(`/en/login?destination=${encodeURIComponent(`/en/commande/confirmation/${owner.cart.number}/succes`)}&reason=ORDER_HAS_ACCOUNT`)
    const notice = await call(shop.server, login)
    expect((await notice.text()).replaceAll('&quot;', '"')).toContain('An account has already been created for this order')
  })

  it('five "create my account" calls at once from the order’s owner (on two server processes with PostgreSQL): one account, the others told it exists', async () => {
    const owner = await guestWithCart(shop.server, transfer())
    await comeBack(owner, await payOnTestPage(owner, (await checkout(owner)).reference))
    const second = shop.databaseUrl
      ? await startServer({ SEED_ON_START: 'false', TRUST_PROXY: 'true', TEST_PAYMENT_HMAC_KEY: PAYMENT_KEY_HEX, DATABASE_URL: shop.databaseUrl, DATA_DIR: shop.server.dataDir })
      : null
    try {
      const usernames = Array.from({ length: 5 }, (_, i) => `account${i}.${owner.email}`)
      const answers = await Promise.all(
        usernames.map((username, i) =>
          call(i % 2 === 1 && second ? second : shop.server, `${API}/order/${owner.cart.number}/user/add?locale=en`, {
            jar: owner.jar,
            address: owner.address,
            method: 'PUT',
            body: { username, password: PASSWORD, password_confirm: PASSWORD },
          }),
        ),
      )
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409])
      for (const answer of answers.filter((a) => a.status === 409)) expect(((await answer.json()) as { code: string }).code).toBe('ORDER_HAS_ACCOUNT')
      // One of the five addresses has an account, with the order; the others none.
      const logins = await Promise.all(
        usernames.map((email, i) => call(shop.server, `${API}/auth/login`, { address: `203.0.113.${60 + i}`, method: 'POST', body: { email, password: PASSWORD } })),
      )
      expect(logins.filter((l) => l.status === 200)).toHaveLength(1)
    } finally {
      await second?.stop()
    }
  }, 120_000)

  it('gives the owner the confirmation PDF, named after the order', async () => {
    const owner = await guestWithCart(shop.server, transfer())
    await comeBack(owner, await payOnTestPage(owner, (await checkout(owner)).reference))
    const response = await owner.api('GET', `/cart/${owner.cart.number}/confirmation?locale=fr`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${owner.cart.number}.pdf"`)
    const pdf = await readPdf(Buffer.from(await response.arrayBuffer()))
    expect(pdf.text).toContain(owner.cart.number)
  })
})

describe('the checkout call', () => {
  it('refuses return addresses of another site', async () => {
    const guest = await guestWithCart(shop.server, transfer())
    const response = await guest.api('POST', `/order/${guest.cart.id}/payment/checkout?locale=en`, { successUrl: 'https://evil.example/ok' })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { code: string }).code).toBe('BAD_RETURN_URL')
  })

  it('refuses a deposit for an order without a rental 60 days ahead', async () => {
    const guest = await guestWithCart(shop.server, transfer())
    const response = await guest.api('POST', `/order/${guest.cart.id}/payment/checkout?locale=fr`, { gradedPayment: true })
    expect(response.status).toBe(409)
    expect(((await response.json()) as { code: string }).code).toBe('graded_payment_unavailable')
  })
})

describe('a code with one use left', () => {
  it('20 orders paid at once with it (on two server processes with PostgreSQL): one keeps the reduction, the others are refunded whole', async () => {
    // On PostgreSQL a second process on the same database takes half of the pages and returns, as behind a load balancer.
    const second = shop.databaseUrl
      ? await startServer({ SEED_ON_START: 'false', TRUST_PROXY: 'true', TEST_PAYMENT_HMAC_KEY: PAYMENT_KEY_HEX, DATABASE_URL: shop.databaseUrl, DATA_DIR: shop.server.dataDir })
      : null
    try {
      const guests = []
      for (let i = 0; i < 20; i++) guests.push(await guestWithCart(i % 2 === 1 && second ? second : shop.server, transfer(), { code: 'TESTLAST' }))
      const started: { reference: string }[] = []
      for (const guest of guests) started.push(await checkout(guest))
      const returns = await Promise.all(guests.map((guest, i) => payOnTestPage(guest, started[i]?.reference as string)))
      await Promise.all(guests.map((guest, i) => comeBack(guest, returns[i] as string)))
      const orders = await Promise.all(guests.map((guest) => orderOf(guest)))
      const paid = orders.filter((o) => o.status === 2)
      expect(paid).toHaveLength(1)
      expect(paid[0]?.reduction).toBe(500)
      for (const order of orders.filter((o) => o.status !== 2)) {
        expect(order.status).toBe(1)
        expect(order.reduction).toBe(0)
        expect(order.payments.find((p) => p.kind === 'full')?.status).toBe('refunded')
        expect(order.payments.find((p) => p.kind === 'refund')?.status).toBe('paid')
      }
    } finally {
      await second?.stop()
    }
  }, 120_000)
})

describe('a rental in the order (the seeded shared server)', () => {
  const base = inject('baseUrl')
  /** A weekly rental and one of its free weeks (each test its own rental, from the end of the list). */
  async function freeWeek(fromEnd: number) {
    const { locations } = (await (await fetch(`${base}/api/locations`)).json()) as { locations: Array<{ id: number; kind: string }> }
    const weekly = locations.filter((l) => l.kind === 'weekly')
    type Detail = { id: number; productId: number; priceWeeks: Array<{ startDate: string; endDate: string; available: boolean }> }
    const detail = async (id: number) => ((await (await fetch(`${base}/api/locations/${id}`)).json()) as { location: Detail }).location
    const location = await detail(weekly[weekly.length - fromEnd].id)
    const week = location.priceWeeks.filter((w) => w.available).at(-2)
    if (!week) throw new Error('no free week')
    const isFree = async () => (await detail(location.id)).priceWeeks.find((w) => w.startDate === week.startDate)?.available
    return { location, body: { data: [{ startPeriod: week.startDate, endPeriod: week.endDate, adults: 2, children: [] }] }, isFree }
  }

  it('is held by the checkout call: a week someone else holds stops the payment with "Pas de disponibilité"', async () => {
    const { location, body } = await freeWeek(1)
    const first = await guestWithCart({ url: base }, location.productId, { body })
    const second = await guestWithCart({ url: base }, location.productId, { body })
    expect((await second.api('POST', '/cart/hold?locale=fr')).status).toBe(200)
    const refused = await first.api('POST', `/order/${first.cart.id}/payment/checkout?locale=fr`, {})
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ code: 'no_availability', message: 'Pas de disponibilité' })
    expect((await orderOf(first)).payments).toHaveLength(0)
  })

  it('becomes a booking once paid: the week is no longer offered', async () => {
    const { location, body, isFree } = await freeWeek(2)
    const guest = await guestWithCart({ url: base }, location.productId, { body })
    const { reference } = await checkout(guest)
    await comeBack(guest, await payOnTestPage(guest, reference))
    expect((await orderOf(guest)).status).toBe(2)
    expect(await isFree()).toBe(false)
  })
})
