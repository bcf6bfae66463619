/**
 * /payment/test/{reference}: the built-in test provider's payment page (docs/decisions/022), served
 * only while PAYMENT_PROVIDER is `test`. GET shows it; POST takes a test card or the cancel button,
 * lets the provider decide the transaction and notify the shop, then sends the browser (303) to the
 * shop's return address of the outcome. A second post (double click, back button) changes nothing.
 */
import { type Context, Hono } from 'hono'
import type { TestPaymentChoice } from '../../domain/payments/providers/test-provider.server'
import type { AppEnv } from '../env'
import { testPaymentHtml, testPaymentNotFoundHtml } from './test-page-html'

/** A reference as the test provider makes them; anything else is not looked up. */
const REFERENCE = /^[A-Za-z0-9_-]{1,64}$/

function page(c: Context<AppEnv>, html: string, status: 200 | 400 | 404) {
  c.header('Cache-Control', 'no-store')
  c.header('X-Robots-Tag', 'noindex, nofollow')
  return c.html(html, status)
}

const notFound = (c: Context<AppEnv>) => page(c, testPaymentNotFoundHtml(c.get('cspNonce')), 404)

/** The button pressed and the number typed, from the form the input boundary read. */
function choiceOf(c: Context<AppEnv>): TestPaymentChoice {
  const body = c.get('body')
  const fields = body?.type === 'form' ? body.fields : {}
  return fields.action === 'cancel' ? { action: 'cancel' } : { action: 'pay', cardNumber: (fields.cardNumber ?? '').slice(0, 64) }
}

export function testPaymentPage(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/:reference', async (c) => {
    const desk = c.get('app').payments.testPage
    const reference = c.req.param('reference')
    const view = desk && REFERENCE.test(reference) ? await desk.read(reference) : null
    return view ? page(c, testPaymentHtml(view, c.get('cspNonce')), 200) : notFound(c)
  })

  routes.post('/:reference', async (c) => {
    const desk = c.get('app').payments.testPage
    const reference = c.req.param('reference')
    if (!desk || !REFERENCE.test(reference)) return notFound(c)
    const answer = await desk.submit(reference, choiceOf(c))
    if (answer.outcome === 'unknown') return notFound(c)
    if (answer.outcome === 'refused') return page(c, testPaymentHtml(answer.view, c.get('cspNonce'), answer.problem), 400)
    c.header('Cache-Control', 'no-store')
    return c.redirect(answer.location, 303)
  })

  return routes
}
