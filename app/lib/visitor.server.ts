import { userFromRequest } from '../../server/auth/identity.server'
import type { AppContext } from '../../server/context'
import { pageCart } from './cart.server'
import { isPersonalPath } from '../../domain/navigation/personal-pages'
import type { Visitor } from './visitor'

/**
 * The pages that are the visitor's own whatever they show (checkout, confirmation, account, login):
 * the root renders their header with the visitor's cart and account, so that it is right at once and
 * without JavaScript. Every other page is shared and its header is filled by the browser. (Whether a
 * page may be kept does not depend on this list: reading the visitor makes any page private.)
 */
export function isPersonalPage(request: Request): boolean {
  return isPersonalPath(new URL(request.url).pathname)
}

/** The visitor's cart and account, as the layout shows them (marks the request as personal). */
export async function readVisitor(context: AppContext, request: Request, locale: string): Promise<Visitor> {
  const [cart, user] = await Promise.all([
    pageCart(context, request, locale).catch((error: unknown) => {
      context.log.error({ err: error }, 'cart lookup failed')
      return null
    }),
    userFromRequest(request, context),
  ])
  return {
    cart,
    cartCount: cart?.orderItems.length ?? 0,
    user: user ? { username: user.username, firstName: user.firstName, lastName: user.lastName } : null,
  }
}
