import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocationDetail } from '../../domain/catalogue/types'
import { API, type AuthServer, call, CONTACT, CookieJar, mailsTo, startAuthServer } from './auth-support'
import { signInDemoAdmin } from './admin-support'

/**
 * A group booking from the visitor's side and the agency's: two rentals for the same week are not
 * payable; the summary asks for the agency's agreement; the agency agrees in the back office; the
 * e-mailed link brings the cart to another browser, whose summary then offers the payment.
 */

let server: AuthServer

beforeAll(async () => {
  server = await startAuthServer({ SEED_ON_START: 'true' })
}, 180_000)
afterAll(async () => {
  await server?.stop()
})

async function twoRentalsSameWeek(): Promise<{ first: LocationDetail; second: LocationDetail; week: { startDate: string; endDate: string } }> {
  const list = (await (await fetch(`${server.url}/api/locations`)).json()) as { locations: Array<{ id: number; kind: string }> }
  const weekly = list.locations.filter((l) => l.kind === 'weekly').slice(0, 12)
  const details: LocationDetail[] = []
  for (const { id } of weekly) details.push(((await (await fetch(`${server.url}/api/locations/${id}`)).json()) as { location: LocationDetail }).location)
  for (const first of details) {
    for (const second of details) {
      if (second.id === first.id) continue
      const week = first.priceWeeks.slice(-30).find((w) => w.available && second.priceWeeks.some((o) => o.startDate === w.startDate && o.available))
      if (week) return { first, second, week }
    }
  }
  throw new Error('no two rentals free on the same week')
}

const SUMMARY = '/commande/recapitulatif-paiement'
const contact = (email: string) => ({ ...CONTACT, email, cg: true, dataUse: false })

describe('a group booking', () => {
  it('waits for the agency: asked from the summary, agreed in the back office, paid from the e-mailed link in another browser', async () => {
    const { first, second, week } = await twoRentalsSameWeek()
    const jar = new CookieJar()
    const address = '198.51.100.70'
    const email = `greta.${Date.now().toString(36)}@example.ch`
    for (const rental of [first, second]) {
      const added = await call(server, `${API}/cart/add/${rental.productId}?locale=fr`, { method: 'PUT', body: { data: [{ startPeriod: week.startDate, endPeriod: week.endDate, adults: 2 }] }, jar, address })
      expect(added.status).toBe(200)
    }
    expect((await call(server, `${API}/cart/shipping-contact?locale=fr`, { method: 'PUT', body: contact(email), jar, address })).status).toBe(200)

    // The summary asks for the agreement instead of offering the payment; paying anyway is refused.
    const summary = await (await call(server, SUMMARY, { jar, address })).text()
    expect(summary).toContain('Demander l’accord de l’agence')
    expect(summary).not.toContain('name="intent" value="pay"')
    const paid = await call(server, SUMMARY, { form: { intent: 'pay' }, jar, address })
    expect(paid.status).toBe(409)
    expect(await paid.text()).toContain('réservation de groupe')

    const asked = await call(server, SUMMARY, { form: { intent: 'agreement' }, jar, address })
    expect(asked.status).toBe(303)
    expect(await (await call(server, `${SUMMARY}?agreement=requested`, { jar, address })).text()).toContain('Votre demande est envoyée')
    await waitForMail(email, /attend l’accord/)

    // The agency agrees.
    const staff = await signInDemoAdmin(server)
    const waiting = await (await call(server, '/admin/accords', { jar: staff })).text()
    const number = /Commande (\d+) —/.exec(waiting)?.[1]
    expect(number).toBeTruthy()
    const agreed = await call(server, '/admin/accords', { form: { intent: 'agree', number: number as string, note: '' }, jar: staff })
    expect(agreed.status).toBe(303)
    expect((await call(server, '/admin/accords', { form: { intent: 'refuse', number: number as string }, jar: staff })).status).toBe(409)
    const mail = await waitForMail(email, /acceptée/)
    const link = /\/commande\/reprendre\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[0] as string
    expect(link).toBeTruthy()

    // Another browser opens the link (opening changes nothing), continues, and may pay.
    const other = new CookieJar()
    expect((await call(server, link, { jar: other })).status).toBe(200)
    expect((await call(server, link, { jar: other })).status).toBe(200)
    const resumed = await call(server, link, { form: {}, jar: other })
    expect(resumed.status).toBe(303)
    expect(resumed.headers.get('location')).toBe(SUMMARY)
    expect((await call(server, link, { form: {}, jar: other })).status).toBe(410)
    const payable = await (await call(server, SUMMARY, { jar: other })).text()
    expect(payable).toContain('name="intent" value="pay"')
    const paying = await call(server, SUMMARY, { form: { intent: 'pay' }, jar: other })
    expect(paying.status).toBe(303)
    expect(paying.headers.get('location')).toContain('/payment/test/')
    // The audit log of the back office names who agreed.
    expect(await (await call(server, `/admin/journal?entity=order&id=${number}`, { jar: staff })).text()).toContain('agree_group')
  }, 120_000)
})

async function waitForMail(to: string, subject: RegExp) {
  const deadline = Date.now() + 10_000
  for (;;) {
    const found = mailsTo(server.dataDir, to).find((m) => subject.test(m.subject))
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no mail ${subject} to ${to}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
