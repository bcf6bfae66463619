import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../support/server'
import { call, type CookieJar, mailsTo, PASSWORD, startAuthServers } from './auth-support'
import { signInDemoAdmin } from './admin-support'
import { checkout, comeBack, type Guest, guestWithCart, orderOf, payOnTestPage } from './payment-support'

/**
 * A customer's cancellation raced against a staff refund of the same order, on two server
 * processes sharing PostgreSQL (docs/decisions/037). Both lock the order's row before they read its
 * payments, so whichever comes second sees the first one's refunds: never more refunds planned than
 * was paid, none refused by the provider, and the cancellation e-mail announces only the refund that
 * is made. The test holds the order's row itself until both requests wait for it, then lets go: the
 * one queued first goes first, every time. PostgreSQL only (PGlite runs one query at a time).
 */

type Week = { startDate: string; endDate: string; available: boolean }
type Rental = { id: number; productId: number; priceWeeks: Week[] }

const base = process.env.TEST_DATABASE_URL

describe.skipIf(!base)('a cancellation raced against a staff refund (PostgreSQL, two server processes)', () => {
  let servers: RunningServer[]
  let databaseUrl: string
  let stop: () => Promise<void>
  let staff: CookieJar
  let rental: Rental
  let taken = 0

  const detail = async (id: number) => ((await (await fetch(`${servers[0]?.url}/api/locations/${id}`)).json()) as { location: Rental }).location

  beforeAll(async () => {
    const started = await startAuthServers({ SEED_ON_START: 'true' })
    ;({ servers, stop } = started)
    databaseUrl = started.databaseUrl as string
    staff = await signInDemoAdmin(servers[0] as RunningServer)
    const list = (await (await fetch(`${servers[0]?.url}/api/locations`)).json()) as { locations: Array<{ id: number; kind: string }> }
    for (const { id } of list.locations.filter((l) => l.kind === 'weekly')) {
      const found = await detail(id)
      if (found.priceWeeks.filter((w) => w.available).length >= 4) {
        rental = found
        break
      }
    }
  }, 240_000)
  afterAll(async () => {
    await stop?.()
  })

  /** A stay far ahead (the free tier: all paid comes back less the fees) paid on the second process, its guest then signed up. */
  async function paidStay(): Promise<Guest> {
    taken += 1
    const week = (await detail(rental.id)).priceWeeks.filter((w) => w.available).at(-taken) as Week
    const guest = await guestWithCart(servers[1] as RunningServer, rental.productId, {
      body: { data: [{ startPeriod: week.startDate, endPeriod: week.endDate, adults: 2 }] },
    })
    expect((await guest.api('POST', '/cart/hold?locale=fr')).status).toBe(200)
    await comeBack(guest, await payOnTestPage(guest, (await checkout(guest)).reference))
    expect((await orderOf(guest)).status).toBe(2)
    const account = await guest.api('PUT', `/order/${guest.cart.number}/user/add?locale=fr`, {
      username: guest.email,
      password: PASSWORD,
      password_confirm: PASSWORD,
    })
    expect(account.status).toBe(201)
    return guest
  }

  /** Requests of this database waiting for a lock (bounded: 15 s). */
  async function untilWaiting(client: pg.Client, count: number): Promise<void> {
    const deadline = Date.now() + 15_000
    for (let i = 0; i < 300 && Date.now() < deadline; i++) {
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      )
      if ((rows[0]?.n ?? 0) >= count) return
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error(`${count} requests never waited for the order`)
  }

  /** The refund the cancellation e-mail announces, in centimes (0: "nothing is refunded"), from either process's outbox. */
  async function announcedRefund(email: string): Promise<number> {
    const deadline = Date.now() + 15_000
    for (let i = 0; i < 300 && Date.now() < deadline; i++) {
      const mail = servers.flatMap((s) => mailsTo(s.dataDir, email)).find((m) => m.subject.startsWith('Annulation de votre réservation'))
      if (mail) {
        if (mail.text.includes('aucun montant ne vous est remboursé')) return 0
        const amount = /Nous vous remboursons CHF ([\d']+)\.(\d{2})/.exec(mail.text)
        if (!amount) throw new Error('The cancellation e-mail names no refund')
        return Number((amount[1] as string).replaceAll("'", '')) * 100 + Number(amount[2])
      }
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error('No cancellation e-mail')
  }

  it.each([
    ['the staff refund', 'staff'],
    ['the cancellation', 'customer'],
  ] as const)(
    '%s queued first: refunds never exceed what was paid, and the e-mail announces only the refund made',
    async (_name, first) => {
      const guest = await paidStay()
      const number = guest.cart.number
      const paid = guest.cart.total
      const refundByStaff = () =>
        call(servers[0] as RunningServer, `/admin/commandes/${number}`, {
          jar: staff,
          address: '198.51.100.200',
          form: { intent: 'refund', amount: (paid / 100).toFixed(2), expectedPaid: String(paid) },
        })
      const cancelByCustomer = () => guest.page('/mon-compte/dernieres-reservations', { intent: 'cancel', number })

      const holder = new pg.Client({ connectionString: databaseUrl })
      await holder.connect()
      try {
        await holder.query('begin')
        await holder.query('select id from orders where number = $1 for update', [number])
        const [one, two] = first === 'staff' ? [refundByStaff, cancelByCustomer] : [cancelByCustomer, refundByStaff]
        const firstAnswer = one()
        await untilWaiting(holder, 1)
        const secondAnswer = two()
        await untilWaiting(holder, 2)
        await holder.query('commit')
        const answers = await Promise.all([firstAnswer, secondAnswer])
        const [staffAnswer, customerAnswer] = first === 'staff' ? answers : [answers[1], answers[0]]
        expect(customerAnswer?.status).toBe(303)
        // Second in line, the staff's form finds the payments changed since its page was shown: nothing is done.
        expect(staffAnswer?.status).toBe(first === 'staff' ? 303 : 409)
      } finally {
        await holder.end()
      }

      const order = await orderOf(guest)
      expect(order.status).toBe(4)
      const refunds = order.payments.filter((p) => p.kind === 'refund')
      expect(refunds.reduce((sum, p) => sum + p.amount, 0)).toBeLessThanOrEqual(paid)
      expect(refunds.every((p) => p.status === 'paid')).toBe(true)
      const byStaff = first === 'staff' ? paid : 0
      const announced = await announcedRefund(guest.email)
      expect(announced + byStaff).toBe(refunds.reduce((sum, p) => sum + p.amount, 0))
      if (first === 'customer') expect(announced).toBeGreaterThan(0)
    },
    120_000,
  )
})
