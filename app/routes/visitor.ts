import { userFromRequest } from '../../server/auth/identity.server'
import { PRIVATE_PAGE } from '../components/account/session.server'
import { pageCart } from '../lib/cart.server'
import type { Visitor } from '../lib/visitor'
import type { Route } from './+types/visitor'

/**
 * The visitor's cart and account for the layout of a shared page (app/lib/visitor.tsx): theirs alone,
 * never stored. A page request runs the session's silent refresh first, so an expired access token
 * is renewed here too.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = new URL(request.url).searchParams.get('lang') === 'en' ? 'en' : 'fr'
  const [cart, user] = await Promise.all([
    pageCart(context, request, locale).catch((error: unknown) => {
      context.log.error({ err: error }, 'cart lookup failed')
      return null
    }),
    userFromRequest(request, context),
  ])
  const visitor: Visitor = {
    cart,
    cartCount: cart?.items.length ?? 0,
    user: user ? { username: user.username, firstName: user.firstName, lastName: user.lastName } : null,
  }
  return Response.json(visitor, { headers: PRIVATE_PAGE })
}
