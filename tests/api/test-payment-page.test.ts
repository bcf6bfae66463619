import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../db/client.server'
import type { CreatePaymentInput } from '../../domain/payments/provider'
import { createTestProvider, type TestProvider } from '../../domain/payments/providers/test-provider.server'
import { hexKey } from '../../domain/payments/signature.server'
import { startDatatransStandIn } from '../support/datatrans-stand-in'
import { type NotificationReceiver, startNotificationReceiver } from '../support/notification-receiver'
import { formBody, rawRequest } from '../support/http'
import { type AuthServer, startAuthServer } from './auth-support'

/**
 * The built-in test payment page in a running server (docs/decisions/022). Its transactions are
 * made through the test provider in this process, with the server's TEST_PAYMENT_HMAC_KEY and a
 * notifyUrl pointing at a receiver here: on the embedded database before the server opens it (one
 * process owns a PGlite directory), on PostgreSQL in the server's own database.
 */

const KEY_HEX = '9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a0'
const SHOP = 'http://localhost:3000'

const TRANSACTIONS = {
  paid: { locale: 'fr', amount: 125_000, kind: 'full' },
  declined: { locale: 'fr', amount: 125_000, kind: 'full' },
  failed: { locale: 'fr', amount: 125_000, kind: 'full' },
  cancelled: { locale: 'fr', amount: 125_000, kind: 'full' },
  refused: { locale: 'fr', amount: 125_000, kind: 'full' },
  english: { locale: 'en', amount: 37_500, kind: 'deposit' },
  foreign: { locale: 'fr', amount: 125_000, kind: 'full' },
} as const
type Name = keyof typeof TRANSACTIONS

let server: AuthServer
let receiver: NotificationReceiver
let provider: TestProvider
let database: Database | null = null
const references = {} as Record<Name, string>
const inputs = {} as Record<Name, CreatePaymentInput>

function inputFor(name: Name, n: number): CreatePaymentInput {
  const t = TRANSACTIONS[name]
  return {
    paymentId: n,
    orderNumber: String(70_000_000 + n),
    kind: t.kind,
    amount: t.amount,
    currency: 'CHF',
    locale: t.locale,
    returnUrls: { success: `${SHOP}/payment/return/test/success?p=${n}`, cancel: `${SHOP}/payment/return/test/cancel?p=${n}`, error: `${SHOP}/payment/return/test/error?p=${n}` },
    notifyUrl: `${receiver.url}/payment/notify/test`,
  }
}

async function createAll(db: Database) {
  provider = createTestProvider({ db: db.db, publicUrl: SHOP, hmacKey: hexKey(KEY_HEX) })
  let n = 0
  for (const name of Object.keys(TRANSACTIONS) as Name[]) {
    inputs[name] = inputFor(name, ++n)
    const created = await provider.createPayment(inputs[name])
    expect(created.paymentUrl).toBe(`${SHOP}/payment/test/${created.reference}`)
    references[name] = created.reference
  }
}

beforeAll(async () => {
  receiver = await startNotificationReceiver()
  const env = { TEST_PAYMENT_HMAC_KEY: KEY_HEX }
  if (process.env.TEST_DATABASE_URL) {
    server = await startAuthServer(env)
    database = await openDatabase({ url: server.databaseUrl, dataDir: os.tmpdir(), poolSize: 2 })
    await createAll(database)
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-payment-page-'))
    const embedded = await openDatabase({ dataDir })
    await createAll(embedded)
    await embedded.close()
    server = await startAuthServer({ ...env, DATA_DIR: dataDir })
  }
}, 180_000)
afterAll(async () => {
  await database?.close()
  await server?.stop()
  await receiver?.stop()
})

const pageOf = (name: Name) => rawRequest(server.url, `/payment/test/${references[name]}`)
const post = (name: Name | string, fields: Record<string, string>, origin = server.url) =>
  rawRequest(server.url, `/payment/test/${references[name as Name] ?? name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: formBody(fields),
  })
const notificationsOf = (name: Name) => receiver.received.filter((n) => JSON.parse(n.rawBody).reference === references[name])

/** What a person reads: the markup's text, entities decoded, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<\/?(code|a|strong|em)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] as string)
    .replace(/\s+/g, ' ')

describe('GET /payment/test/{reference}', () => {
  it('shows a page clearly marked as a test, in French, with the agency, the order, the amount and the test cards', async () => {
    const response = await pageOf('paid')
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html; charset=utf-8/i)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers['x-robots-tag']).toContain('noindex')
    expect(response.body).toContain('<html lang="fr">')
    const text = textOf(response.body)
    expect(text).toContain('Page de paiement de test — aucun paiement réel')
    expect(text).toContain('aucune carte n’est débitée')
    expect(text).toContain('Crans-Montana Agency')
    expect(text).toContain(`Commande n° ${inputs.paid.orderNumber}`)
    expect(text).toContain("Montant CHF 1'250.00 — Paiement de la commande")
    expect(text).toContain('4242 4242 4242 4242 : le paiement est accepté')
    expect(text).toContain('4000 0000 0000 0002 : le paiement est refusé')
    expect(text).toContain('4000 0000 0000 0119 : une erreur technique survient')
    expect(response.body).toMatch(/<label for="card-number">Numéro de carte de test<\/label>/)
    expect(response.body).toMatch(/<input id="card-number" name="cardNumber"[^>]*aria-describedby="card-hint"/)
    expect(response.body).toContain(`<button type="submit" name="action" value="pay">Payer CHF 1&#39;250.00</button>`)
    expect(response.body).toContain('<button type="submit" name="action" value="cancel" class="secondary">Annuler le paiement</button>')
  })

  it('speaks the payment’s language: English', async () => {
    const response = await pageOf('english')
    expect(response.body).toContain('<html lang="en">')
    const text = textOf(response.body)
    expect(text).toContain('Test payment page — no real payment')
    expect(text).toContain('no card is charged')
    expect(text).toContain(`Order no. ${inputs.english.orderNumber}`)
    expect(text).toContain('Amount CHF 375.00 — Deposit')
    expect(text).toContain('4000 0000 0000 0002: the payment is declined')
    expect(text).toContain('Pay CHF 375.00')
    expect(text).toContain('Cancel the payment')
  })

  it('holds under the site’s CSP: its one script and style carry this response’s nonce, no inline handler', async () => {
    const [first, second] = [await pageOf('english'), await pageOf('english')]
    const nonceOf = (csp: string | string[] | undefined) => /script-src 'self' 'nonce-([^']+)'/.exec(String(csp))?.[1]
    const nonce = nonceOf(first.headers['content-security-policy'])
    expect(nonce).toBeTruthy()
    expect(nonceOf(second.headers['content-security-policy'])).not.toBe(nonce)
    const scripts = [...first.body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1])
    expect(scripts).toEqual([` nonce="${nonce}"`])
    expect(first.body).toContain(`<style nonce="${nonce}">`)
    expect(first.body).not.toMatch(/\son[a-z]+=/i)
    expect(first.body).not.toMatch(/(href|src|action)="(javascript:|https?:\/\/(?!localhost:3000))/)
    expect(String(first.headers['content-security-policy'])).toContain("form-action 'self'")
  })

  it('answers 404 for a reference it does not know, in both languages', async () => {
    for (const address of ['/payment/test/tp_unknownReference000000000', '/payment/test/tp_bad%20reference', '/payment/test/' + 'x'.repeat(65)]) {
      const response = await rawRequest(server.url, address)
      expect(response.status).toBe(404)
      expect(textOf(response.body)).toContain('Ce paiement de test n’existe pas')
      expect(textOf(response.body)).toContain('This test payment does not exist')
    }
  })
  it('answers any other payment address with the shop API’s 404', async () => {
    const response = await fetch(`${server.url}/payment/elsewhere`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'No such call' })
  })
})

describe('POST /payment/test/{reference}', () => {
  it('pays with 4242 4242 4242 4242: 303 to the success return, after a correctly signed notification', async () => {
    const response = await post('paid', { cardNumber: '4242 4242 4242 4242', action: 'pay' })
    expect(response.status).toBe(303)
    expect(response.headers.location).toBe(inputs.paid.returnUrls.success)
    const [notification, ...more] = notificationsOf('paid')
    expect(more).toEqual([])
    expect(notification.headers.get('x-test-signature')).toMatch(/^t=\d{13},s0=[0-9a-f]{64}$/)
    const read = await provider.readNotification(notification)
    expect(read).toMatchObject({ ok: true, state: { reference: references.paid, status: 'paid', amount: 125_000, currency: 'CHF', orderNumber: inputs.paid.orderNumber } })
    // A tampered copy of what the server sent does not pass.
    const tampered = notification.rawBody.replace('"amount":125000', '"amount":1')
    expect(await provider.readNotification({ headers: notification.headers, rawBody: tampered })).toMatchObject({ ok: false, reason: 'bad_signature' })
  })

  it('posted again (a double click, the back button) sends to the same return and does not pay twice', async () => {
    for (const fields of [{ cardNumber: '4242424242424242', action: 'pay' }, { action: 'cancel' }] as Record<string, string>[]) {
      const again = await post('paid', fields)
      expect(again.status).toBe(303)
      expect(again.headers.location).toBe(inputs.paid.returnUrls.success)
    }
    expect(notificationsOf('paid')).toHaveLength(1)
    const page = await pageOf('paid')
    expect(textOf(page.body)).toContain('Ce paiement de test est déjà payé.')
    expect(page.body).not.toContain('<form')
    expect(page.body).toContain(`<a href="${inputs.paid.returnUrls.success.replace(/&/g, '&amp;')}">Revenir à la boutique</a>`)
  })

  it.each([
    ['declined', '4000 0000 0000 0002', 'error', 'failed'],
    ['failed', '4000000000000119', 'error', 'failed'],
  ] as const)('with the %s card (%s) goes to the %s return, notified as %s', async (name, cardNumber, page, status) => {
    const response = await post(name, { cardNumber, action: 'pay' })
    expect(response.status).toBe(303)
    expect(response.headers.location).toBe(inputs[name].returnUrls[page])
    expect(await provider.readNotification(notificationsOf(name)[0])).toMatchObject({ ok: true, state: { status } })
  })

  it('cancelled goes to the cancel return, notified as cancelled', async () => {
    const response = await post('cancelled', { cardNumber: '', action: 'cancel' })
    expect(response.status).toBe(303)
    expect(response.headers.location).toBe(inputs.cancelled.returnUrls.cancel)
    expect(await provider.readNotification(notificationsOf('cancelled')[0])).toMatchObject({ ok: true, state: { status: 'cancelled' } })
  })

  it('shows the page again (400) for a number that is no test card, naming the problem on the field', async () => {
    const response = await post('refused', { cardNumber: '5555 5555 5555 4444', action: 'pay' })
    expect(response.status).toBe(400)
    expect(textOf(response.body)).toContain('Erreur : Ce numéro n’est pas une carte de test')
    expect(response.body).toMatch(/<input id="card-number"[^>]*aria-invalid="true"[^>]*aria-describedby="card-error card-hint"/)
    expect(response.body).not.toContain('5555')
    expect(notificationsOf('refused')).toEqual([])
    expect((await pageOf('refused')).body).toContain('<form id="pay-form"')
  })

  it('is refused from another site’s page, and nothing is decided', async () => {
    const response = await post('foreign', { cardNumber: '4242424242424242', action: 'pay' }, 'https://evil.example')
    expect(response.status).toBe(403)
    expect((await pageOf('foreign')).body).toContain('<form id="pay-form"')
    expect(notificationsOf('foreign')).toEqual([])
  })

  it('answers 404 for a reference it does not know', async () => {
    expect((await post('tp_unknownReference000000000', { action: 'cancel' })).status).toBe(404)
  })
})

describe('a server taking payments with Datatrans', () => {
  it('does not start without the Datatrans secrets, naming them and no value', () => {
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, PAYMENT_PROVIDER: 'datatrans', DATATRANS_PASSWORD: 'pw-do-not-print', PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'no-start-')) },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(started.status).toBe(1)
    expect(started.stderr).toContain('missing: DATATRANS_MERCHANT_ID, DATATRANS_HMAC_KEY')
    expect(started.stderr + started.stdout).not.toContain('pw-do-not-print')
  })

  it('serves no test payment page', async () => {
    const standIn = await startDatatransStandIn({ merchantId: '1100012345', password: 'pw', hmacKeyHex: KEY_HEX })
    const datatransServer = await startAuthServer({
      PAYMENT_PROVIDER: 'datatrans',
      DATATRANS_MERCHANT_ID: '1100012345',
      DATATRANS_PASSWORD: 'pw',
      DATATRANS_HMAC_KEY: KEY_HEX,
      DATATRANS_API_URL: standIn.url,
      DATATRANS_PAY_URL: standIn.url,
    })
    try {
      const response = await rawRequest(datatransServer.url, `/payment/test/${references.english}`)
      expect(response.status).toBe(404)
      expect(textOf(response.body)).toContain('This test payment does not exist')
    } finally {
      await datatransServer.stop()
      await standIn.stop()
    }
  }, 120_000)
})
