/**
 * The order pages' server side: the order for its owner or its signed link only (the 404 page for
 * anyone else, and for a number that is not all digits), its balance payment, and the account
 * created from a guest's confirmation.
 */
import { data, redirect, redirectDocument } from 'react-router'
import { attachNewAccount } from '../../domain/orders/attach-account.server'
import { type CancellationQuote, cancelOrder, quoteCancellation } from '../../domain/orders/cancel-order.server'
import { cancelledOrder } from '../../domain/orders/cancelled-order.server'
import { startPayment } from '../../domain/orders/payment/start-payment.server'
import { orderErrorPath, orderPagePath } from '../../domain/orders/order-link/links'
import { type OrderView, readOrder } from '../../domain/orders/read-order.server'
import type { AppContext } from '../../server/context'
import { sessionCookies } from '../../server/auth/cookies'
import { accountDeps } from '../../server/auth/deps.server'
import { clientAddress } from '../../server/input/client-address'
import { orderDeps } from '../../server/shop/order-deps.server'
import { orderVisitor } from '../../server/shop/order-visitor.server'
import { cartVisitor } from '../../server/shop/visitor.server'
import { notFound } from './page-data.server'
import { localizePath } from '../../domain/navigation/addresses'
import { cartMessage } from '../../domain/shop/cart/messages'

/** Why a signed link did not open the order: not one of ours (404), or past its day (410). */
export type RefusedLink = { reason: 'invalid' } | { reason: 'expired'; expiredOn: string }

export type OrderPage = {
  order: OrderView
  /** The signed link's token when the visitor came by it: the page's links and forms pass it on. */
  token: string | null
  /** Seen only through the link (not the visitor's account or cart): no account form. */
  openedByLink: boolean
}

/**
 * The order of an order page for its owner or whoever opens its signed link (docs/decisions/039);
 * a link that is not valid or has expired gets its own answer; anyone else, and a number that is
 * not all digits, the 404 page.
 */
export async function orderForPage(context: AppContext, request: Request, number: string, locale: string): Promise<OrderPage | RefusedLink> {
  if (!/^\d{1,20}$/.test(number)) notFound()
  const { visitor, link } = await orderVisitor(context, request, number)
  const read = await readOrder(orderDeps(context), visitor, { number, locale })
  if (read.ok) return { order: read.order, token: link.kind === 'valid' ? link.token : null, openedByLink: read.openedByLink }
  if (link.kind === 'expired') return { reason: 'expired', expiredOn: link.expiredOn }
  if (link.kind === 'invalid') return { reason: 'invalid' }
  notFound()
}

/** The status of an order page whose link was refused: 404, or 410 when it expired. */
export function refusedStatus(refused: RefusedLink): 404 | 410 {
  return refused.reason === 'expired' ? 410 : 404
}

/**
 * The balance of a deposit order, paid from its page (the owner, or the signed link on any device):
 * 303 to the payment page; the provider's return comes back to the order page, the link kept.
 */
export async function payBalanceAction(context: AppContext, request: Request, form: FormData, number: string, locale: 'fr' | 'en') {
  const { visitor, link } = await orderVisitor(context, request, number, form)
  const target = { number, locale, token: link.kind === 'valid' ? link.token : null }
  const outcome = await startPayment(orderDeps(context), visitor, {
    orderId: form.get('orderId'),
    locale,
    successUrl: orderPagePath(target),
    failUrl: orderErrorPath(target),
    cancelUrl: orderPagePath(target),
  })
  if (outcome.ok) return redirectDocument(outcome.paymentUrl, 303)
  return data({ payError: outcome.message }, { status: outcome.status })
}

export type AccountFormAnswer = {
  errors: Record<string, string>
  formError: string | null
  username: string
}

/** The form of the success page: the account, signed in at once (303 back to the page), or the errors. */
export async function createAccountFromOrder(context: AppContext, request: Request, form: FormData, number: string, locale: 'fr' | 'en') {
  const username = String(form.get('username') ?? '')
  const result = await attachNewAccount(accountDeps(context), await cartVisitor(context, request), {
    number,
    username,
    password: String(form.get('password') ?? ''),
    password_confirm: String(form.get('password_confirm') ?? ''),
    locale,
    clientAddress: clientAddress(request, { trustProxy: context.trustProxy }),
  })
  if ('ok' in result) {
    if (result.code !== 'ORDER_HAS_ACCOUNT') notFound()
    // Created meanwhile by another call (a double click): the order is the account's now, shown to
    // it only. The login page says why and comes back here once signed in (at once if already).
    const url = new URL(request.url)
    const login = `/login?destination=${encodeURIComponent(url.pathname)}&reason=ORDER_HAS_ACCOUNT`
    return redirect(localizePath(login, locale), { status: 303 })
  }
  if (result.status === 'created') {
    const headers = new Headers()
    for (const cookie of sessionCookies(result.session, {
      secure: context.auth.secureCookies,
    }))
      headers.append('Set-Cookie', cookie)
    const url = new URL(request.url)
    return redirect(`${url.pathname}?account=created`, {
      status: 303,
      headers,
    })
  }
  const answer: AccountFormAnswer = { errors: {}, formError: null, username }
  if (result.status === 'invalid') answer.errors = Object.fromEntries(Object.entries(result.errors).map(([f, e]) => [f, e.message]))
  else if (result.status === 'exists') answer.formError = cartMessage('userAlreadyExists', locale)
  else answer.formError = cartMessage('tooManyAttempts', locale)
  return data(answer, {
    status: result.status === 'exists' ? 409 : result.status === 'rate_limited' ? 429 : 400,
  })
}

/** The cancellation figures of each booking with rentals (the others have none), for My latest bookings. */
export async function cancellationQuotes(context: AppContext, request: Request, numbers: string[], locale: string) {
  const visitor = await cartVisitor(context, request)
  const quotes: Record<string, CancellationQuote> = {}
  for (const number of numbers) {
    const quote = await quoteCancellation(orderDeps(context), visitor, {
      number,
      locale,
    })
    if (quote.ok) quotes[number] = quote
  }
  return quotes
}

/** The booking just cancelled (`?annulee={number}` after the cancellation), with its refunds; its owner only. */
export async function justCancelled(context: AppContext, request: Request) {
  const number = new URL(request.url).searchParams.get('annulee')
  if (number === null) return null
  return cancelledOrder(orderDeps(context), await cartVisitor(context, request), { number })
}

/** The actions of My latest bookings: the balance (303 to the payment page) or the confirmed cancellation. */
export async function accountOrderAction(context: AppContext, request: Request, locale: 'fr' | 'en') {
  const form = await request.formData()
  const number = String(form.get('number') ?? '')
  if (form.get('intent') === 'pay-balance') {
    const outcome = await startPayment(orderDeps(context), await cartVisitor(context, request), {
      orderId: form.get('orderId'),
      locale,
      successUrl: orderPagePath({ number, locale }),
      failUrl: orderErrorPath({ number, locale }),
      cancelUrl: localizePath('/mon-compte/dernieres-reservations', locale),
    })
    if (outcome.ok) return redirectDocument(outcome.paymentUrl, 303)
    return data({ error: outcome.message }, { status: outcome.status })
  }
  if (form.get('intent') === 'cancel') {
    const outcome = await cancelOrder(orderDeps(context), await cartVisitor(context, request), { number, locale })
    if (outcome.ok) return redirect(localizePath(`/mon-compte/dernieres-reservations?annulee=${number}`, locale), 303)
    return data({ error: outcome.message }, { status: outcome.status })
  }
  return data({ error: null }, { status: 400 })
}
