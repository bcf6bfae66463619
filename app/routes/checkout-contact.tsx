import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { data, redirect } from 'react-router'
import type { Route } from './+types/checkout-contact'
import { PageShell } from '../components/PageShell'
import { type ContactFormState, ShippingContactForm } from '../components/shop/ShippingContactForm'
import { CHECKOUT_PATHS } from '../lib/checkout-paths'
import { checkoutPath, nextStep, placeOf, requireCart, signedInUser } from '../lib/checkout.server'
import { contactPrefill, setShippingContact } from '../../domain/shop/cart/service.server'
import type { ShippingContactView } from '../../domain/shop/cart/types'
import { readShippingContact, SHIPPING_CONTACT_FIELDS } from '../../domain/shop/shipping-contact'

function formValues(contact: ShippingContactView | null): Record<string, string> {
  if (!contact) return {}
  const values: Record<string, string> = {}
  for (const field of SHIPPING_CONTACT_FIELDS) {
    const value = contact[field]
    values[field] = typeof value === 'boolean' ? String(value) : value
  }
  return values
}

/** Step 2: the shipping contact, prefilled from the cart's contact (or the account's profile). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const place = placeOf(params)
  const cart = await requireCart(context, request, place)
  const user = await signedInUser(context, request)
  const prefill = await contactPrefill(context.db, cart, user?.id ?? null)
  return { values: formValues(prefill), next: nextStep(new URL(request.url).searchParams.get('next')) }
}

/**
 * Checks and stores the contact (SPEC §5 rules, on the server), then goes to the `next` step given as
 * a parameter (default: the cart step). Errors come back with the form; 409 (an account has this
 * e-mail) is shown as the form's error with a link to log in.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const place = placeOf(params)
  const form = await request.formData()
  const next = nextStep(typeof form.get('next') === 'string' ? (form.get('next') as string) : null)
  const values = readShippingContact(form) as Record<string, string>
  const outcome = await setShippingContact(context, request, values, place.locale)
  if (outcome.ok) {
    const headers = outcome.setCookie ? { 'Set-Cookie': outcome.setCookie } : undefined
    return redirect(checkoutPath(next, place, 'contactSaved'), { status: 303, headers })
  }
  if (outcome.code === 'CART_NOT_FOUND') return redirect(checkoutPath(CHECKOUT_PATHS.cart, place, 'empty'), 303)
  const state: ContactFormState = {
    values,
    errors: outcome.errors ?? {},
    formError: outcome.code === 'form_errors' ? null : outcome.message,
    loginDestination: outcome.status === 409 ? `${CHECKOUT_PATHS.contact}?next=${encodeURIComponent(next)}` : null,
  }
  return data(state, { status: outcome.status })
}

export default function CheckoutContact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  const initial = useMemo<ContactFormState>(
    () => actionData ?? { values: loaderData.values, errors: {}, formError: null, loginDestination: null },
    [actionData, loaderData.values],
  )
  return (
    <PageShell title={t('checkoutContact.title')} description={t('checkoutContact.description')} trail={[{ label: t('checkout.title') }]}>
      <meta name="robots" content="noindex" />
      <p className="lead">{t('checkoutContact.intro')}</p>
      <ShippingContactForm key={actionData ? 'answer' : 'page'} initial={initial} next={loaderData.next} />
    </PageShell>
  )
}
