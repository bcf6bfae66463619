/**
 * The confirmation pages' server side: the order for its owner only (the 404 page for anyone else,
 * and for a number that is not all digits), and the account created from a guest's confirmation.
 */
import { data, redirect, redirectDocument } from 'react-router'
import { attachNewAccount } from '../../domain/orders/attach-account.server'
import { type CancellationQuote, cancelOrder, quoteCancellation } from '../../domain/orders/cancel-order.server'
import { cancelledOrder } from '../../domain/orders/cancelled-order.server'
import { startPayment } from '../../domain/orders/payment/start-payment.server'
import { readOrder } from '../../domain/orders/read-order.server'
import type { AppContext } from '../../server/context'
import { sessionCookies } from '../../server/auth/cookies'
import { accountDeps } from '../../server/auth/deps.server'
import { clientAddress } from '../../server/input/client-address'
import { orderDeps } from '../../server/shop/order-deps.server'
import { cartVisitor } from '../../server/shop/visitor.server'
import { notFound } from './page-data.server'

export async function ownerOrder(context: AppContext, request: Request, number: string | undefined, locale: string) {
  if (number === undefined) return null
  if (!/^\d{1,20}$/.test(number)) notFound()
  const read = await readOrder(orderDeps(context), await cartVisitor(context, request), { number, locale })
  if (!read.ok) notFound()
  return read.order
}

export type AccountFormAnswer = {
  errors: Record<string, string>
  formError: string | null
  username: string
}

/** The form of the success page: the account, signed in at once (303 back to the page), or the errors. */
export async function createAccountFromOrder(context: AppContext, request: Request, number: string, locale: 'fr' | 'en') {
  const form = await request.formData()
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
    return redirect(locale === 'en' ? `/en${login}` : login, { status: 303 })
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
  else if (result.status === 'exists') answer.formError = locale === 'en' ? 'Error : user already exists' : 'Erreur : Utilisateur déjà existant'
  else answer.formError = locale === 'en' ? 'Too many attempts, please try again in a few minutes' : 'Trop de tentatives, réessayez dans quelques minutes'
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
  const prefix = locale === 'en' ? '/en' : ''
  if (form.get('intent') === 'pay-balance') {
    const outcome = await startPayment(orderDeps(context), await cartVisitor(context, request), {
      orderId: form.get('orderId'),
      locale,
      successUrl: `${prefix}/commande/confirmation/${number}/succes`,
      failUrl: `${prefix}/commande/confirmation/${number}/erreur`,
      cancelUrl: `${prefix}/mon-compte/dernieres-reservations`,
    })
    if (outcome.ok) return redirectDocument(outcome.paymentUrl, 303)
    return data({ error: outcome.message }, { status: outcome.status })
  }
  if (form.get('intent') === 'cancel') {
    const outcome = await cancelOrder(orderDeps(context), await cartVisitor(context, request), { number, locale })
    if (outcome.ok) return redirect(`${prefix}/mon-compte/dernieres-reservations?annulee=${number}`, 303)
    return data({ error: outcome.message }, { status: outcome.status })
  }
  return data({ error: null }, { status: 400 })
}
