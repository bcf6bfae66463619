import { expect } from 'vitest'
import { hexKey, signatureHeader } from '../../domain/payments/signature.server'
import { mailsTo } from './auth-support'
import { API, call, CONTACT, CookieJar } from './auth-support'
import type { RunningServer } from '../support/server'
import { zurichSwissDate } from '../support/shop-fixtures'

/** Helpers of the payment HTTP tests: a guest with a cart, the checkout, the test payment page, signed notifications. */

export const PAYMENT_KEY_HEX = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef'

export type OrderJson = {
  id: number
  number: string
  status: number
  total: number
  reduction: number
  reportedTotal: number
  payedAt: string | null
  payments: { id: number; kind: string; status: string; amount: number }[]
}

let guests = 0

/** The contact of the payers: the account tests' one, with the general terms accepted. */
const PAYER_CONTACT = { ...CONTACT, cg: true, dataUse: false }

/** A browser of its own (cookie jar, address) with a cart of one product (a transfer unless `body` says otherwise) and a contact. */
export async function guestWithCart(server: Pick<RunningServer, 'url'>, productId: number, options: { code?: string; body?: unknown } = {}) {
  guests += 1
  const jar = new CookieJar()
  const address = `198.18.${(process.pid + guests) % 250}.${guests % 250}`
  const email = `payer.${process.pid}.${guests}.${Date.now().toString(36)}@example.ch`
  const api = (method: string, path: string, body?: unknown) => call(server, `${API}${path}`, { jar, address, method, body })
  const page = (path: string, form?: Record<string, string>) => call(server, path, { jar, address, form })
  const added = await api('PUT', `/cart/add/${productId}?locale=fr`, options.body ?? { data: [{ people: 2, dateFrom: zurichSwissDate(30) }] })
  expect(added.status).toBe(200)
  const contact = await api('PUT', '/cart/shipping-contact?locale=fr', { ...PAYER_CONTACT, email })
  expect(contact.status).toBe(200)
  if (options.code) expect((await api('POST', '/cart/reduction?locale=fr', { code: options.code })).status).toBe(200)
  const cart = (await (await api('GET', '/cart?locale=fr')).json()) as { id: number; number: string; total: number }
  return { jar, address, email, api, page, cart }
}
export type Guest = Awaited<ReturnType<typeof guestWithCart>>

/** The checkout call: the provider's page address and its reference. */
export async function checkout(guest: Guest, body: Record<string, unknown> = {}) {
  const response = await guest.api('POST', `/order/${guest.cart.id}/payment/checkout?locale=fr`, body)
  expect(response.status).toBe(200)
  const { paymentUrl } = (await response.json()) as { paymentUrl: string }
  return { paymentUrl, reference: new URL(paymentUrl).pathname.split('/').pop() as string }
}

/** Pays (or cancels) on the built-in test page; answers the shop's return address it sends the browser to. */
export async function payOnTestPage(guest: Guest, reference: string, card: string | 'cancel' = '4242 4242 4242 4242'): Promise<string> {
  const form: Record<string, string> = card === 'cancel' ? { action: 'cancel' } : { action: 'pay', cardNumber: card }
  const response = await guest.page(`/payment/test/${reference}`, form)
  expect(response.status).toBe(303)
  return response.headers.get('location') as string
}

/** Follows the shop's return address as the browser does: the 303 to the client's page. */
export async function comeBack(guest: Guest, location: string): Promise<string> {
  const url = new URL(location)
  const response = await guest.page(url.pathname + url.search)
  expect(response.status).toBe(303)
  return response.headers.get('location') as string
}

export async function orderOf(guest: Guest, number = guest.cart.number): Promise<OrderJson> {
  const response = await guest.api('GET', `/order/${number}?locale=fr&statuses=[1,2,3,4]`)
  expect(response.status).toBe(200)
  return (await response.json()) as OrderJson
}

/** A notification signed as the test provider signs it (the tests know its key). */
export async function sendNotification(server: RunningServer, body: Record<string, unknown>, key = PAYMENT_KEY_HEX): Promise<Response> {
  const raw = JSON.stringify(body)
  return fetch(`${server.url}/payment/notify/test`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Test-Signature': signatureHeader(hexKey(key), raw) },
    body: raw,
  })
}

export function paidBody(input: { reference: string; paymentId: number; orderNumber: string; amount: number; currency?: string }) {
  return { kind: 'full', status: 'paid', outcome: 'success', currency: 'CHF', refunded: 0, ...input }
}

/** Waits (10 s at most) until `count` messages went to `to`, then makes sure no more follow for a moment. */
export async function expectMailCount(dataDir: string, to: string, count: number, subject?: RegExp) {
  const matching = () => mailsTo(dataDir, to).filter((m) => !subject || subject.test(m.subject))
  const deadline = Date.now() + 10_000
  while (matching().length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
  await new Promise((r) => setTimeout(r, 1_000))
  expect(matching().length).toBe(count)
  return matching()
}
