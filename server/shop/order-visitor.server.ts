/**
 * The visitor of an order's page or document: the cart cookie and the account (cartVisitor), and the
 * order's signed link when the request carries one (`?acces=…`, docs/decisions/039), checked here
 * against the server's secret for that order number. The domain then sees only the number the link
 * proved (`orderLink`), never the token.
 */
import { toZurichIsoDate } from '../../domain/format/date'
import type { OrderVisitor } from '../../domain/orders/access.server'
import { ORDER_LINK_PARAM } from '../../domain/orders/order-link/links'
import { checkOrderLink } from '../../domain/orders/order-link/token.server'
import type { AppContext } from '../context'
import { cartVisitor } from './visitor.server'

/** What the request's link came to: none given, good (its token, to pass on), or refused and why. */
export type OrderLinkState = { kind: 'none' } | { kind: 'valid'; token: string } | { kind: 'invalid' } | { kind: 'expired'; expiredOn: string }

/** The token of the request's address, or of a form field of the same name (the pages' forms). */
export function orderLinkTokenOf(request: Request, form?: FormData): string | null {
  const fromForm = form?.get(ORDER_LINK_PARAM)
  if (typeof fromForm === 'string' && fromForm !== '') return fromForm
  return new URL(request.url).searchParams.get(ORDER_LINK_PARAM)
}

/** The link's state for the order `number` today. */
export function orderLinkState(context: Pick<AppContext, 'auth'>, number: string, token: string | null, now = new Date()): OrderLinkState {
  if (token === null) return { kind: 'none' }
  const checked = checkOrderLink(context.auth.secret, number, token, toZurichIsoDate(now))
  if (checked.ok) return { kind: 'valid', token }
  return checked.reason === 'expired' ? { kind: 'expired', expiredOn: checked.expiredOn } : { kind: 'invalid' }
}

/** The visitor, with the order `number` granted when the request's link opens it. */
export async function orderVisitor(
  context: Pick<AppContext, 'auth' | 'trustProxy' | 'visitorRead'>,
  request: Request,
  number: string,
  form?: FormData,
): Promise<{ visitor: OrderVisitor; link: OrderLinkState }> {
  const link = orderLinkState(context, number, orderLinkTokenOf(request, form))
  const visitor = await cartVisitor(context, request)
  return { visitor: { ...visitor, orderLink: link.kind === 'valid' ? number : null }, link }
}
