import { PRIVATE_PAGE } from '../components/account/session.server'
import { readVisitor } from '../lib/visitor.server'
import type { Route } from './+types/visitor'

/**
 * The visitor's cart and account for the layout of a shared page (app/lib/visitor.tsx): theirs alone,
 * never stored. A page request runs the session's silent refresh first, so an expired access token
 * is renewed here too.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = new URL(request.url).searchParams.get('lang') === 'en' ? 'en' : 'fr'
  return Response.json(await readVisitor(context, request, locale), { headers: PRIVATE_PAGE })
}
