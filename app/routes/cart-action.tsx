import { redirect } from 'react-router'
import type { Route } from './+types/cart-action'
import { localizePath } from '../i18n/config'
import { cartIntentResponse, runCartIntent } from '../lib/cart-actions.server'
import { localeFromParams } from '../lib/page-data.server'

/**
 * POST /{lang?}/panier: the cart's forms that are not a page of their own (the slide-in's remove
 * buttons). Without JavaScript it answers 303 back to the page (`returnTo`) with `?panier=supprime`
 * (or `erreur`); a fetcher gets the result as data and the page's loaders revalidate.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeFromParams(params)
  const form = await request.formData()
  return cartIntentResponse(await runCartIntent(context, request, locale, form), form, locale)
}

/** GET /panier is the cart page. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(localizePath('/commande/mon-panier', localeFromParams(params)))
}
