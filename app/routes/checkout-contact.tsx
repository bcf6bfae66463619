import { useMemo } from 'react'
import { useTranslation } from '../i18n/react'
import { data, redirect } from 'react-router'
import type { Route } from './+types/checkout-contact'
import { PageShell } from '../components/PageShell'
import { type ContactFormState, SAVE_TO_ACCOUNT, ShippingContactForm } from '../components/shop/ShippingContactForm'
import { CheckoutTotal } from '../components/shop/CheckoutTotal'
import { CHECKOUT_PATHS } from '../lib/checkout-paths'
import { LocalizedLink } from '../lib/locale'
import {
  checkoutAccount,
  checkoutPath,
  contactPrefill,
  nextStep,
  placeOf,
  requireCart,
  saveContactToAccount,
  signedInUser,
} from '../lib/checkout.server'
import { readFlag } from '../../domain/accounts/account-rules'
import { newCartCookie } from '../../server/shop/cart-cookie'
import { cartVisitor, shopDeps } from '../../server/shop/visitor.server'
import { setShippingContact } from '../../domain/shop/cart/set-shipping-contact.server'
import { readShippingContact } from '../../domain/shop/shipping-contact'
import { countryChoices } from '../../domain/i18n/country-names.server'

/**
 * Step 3, after the cart and the sign-in step: the shipping contact, prefilled from the cart's contact, else (signed in) from the
 * account's profile contact with the account's e-mail.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const place = placeOf(params)
  const cart = await requireCart(context, request, place)
  const user = await signedInUser(context, request)
  const prefill = await contactPrefill(context, cart, user)
  return {
    cart,
    countryChoices: countryChoices(place.locale),
    values: prefill.values,
    source: prefill.source,
    account: checkoutAccount(user),
    next: nextStep(new URL(request.url).searchParams.get('next')),
  }
}

/**
 * Checks and stores the contact (SPEC §5 rules, on the server), then goes to the `next` step given as
 * a parameter (default: the summary, the step after it). A signed-in customer who ticked "Save these details in my
 * account" also gets them as their profile contact; without the tick the profile is left alone.
 * Errors come back with the form; 409 (a guest gave the e-mail of an account) is shown as the form's
 * error with a link to log in that comes back here.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const place = placeOf(params)
  const form = await request.formData()
  const next = nextStep(typeof form.get('next') === 'string' ? (form.get('next') as string) : null)
  const values = readShippingContact(form)
  const user = await signedInUser(context, request)
  const saveToAccount = user !== null && readFlag(form.get(SAVE_TO_ACCOUNT))
  const outcome = await setShippingContact(shopDeps(context), await cartVisitor(context, request), { contact: values, locale: place.locale })
  if (outcome.ok) {
    const headers = new Headers()
    const cartCookie = newCartCookie(outcome, context.auth.secureCookies)
    if (cartCookie) headers.append('Set-Cookie', cartCookie)
    if (user && saveToAccount) {
      for (const cookie of await saveContactToAccount(context, user, values, place.locale)) headers.append('Set-Cookie', cookie)
    }
    return redirect(checkoutPath(next, place, 'contactSaved'), { status: 303, headers })
  }
  if (outcome.code === 'CART_NOT_FOUND') return redirect(checkoutPath(CHECKOUT_PATHS.cart, place, 'empty'), 303)
  const state: ContactFormState = {
    values: { ...values, [SAVE_TO_ACCOUNT]: String(saveToAccount) },
    errors: outcome.errors ?? {},
    formError: outcome.code === 'form_errors' ? null : outcome.message,
    loginDestination: outcome.status === 409 ? `${checkoutPath(CHECKOUT_PATHS.contact, place)}?next=${encodeURIComponent(next)}` : null,
  }
  const headers: HeadersInit = outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : {}
  return data(state, { status: outcome.status, headers })
}

export default function CheckoutContact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  const { t: tc } = useTranslation('cart')
  const { account, source } = loaderData
  const initial = useMemo<ContactFormState>(
    () => actionData ?? { values: loaderData.values, errors: {}, formError: null, loginDestination: null },
    [actionData, loaderData.values],
  )
  return (
    <PageShell title={t('checkoutContact.title')} description={t('checkoutContact.description')} trail={[{ label: t('checkout.title') }]}>
      <meta name="robots" content="noindex" />
      <p className="lead">{t('checkoutContact.intro')}</p>
      {account ? (
        <p className="checkout-account-note">
          {tc('contact.signedInAs', { name: account.name, username: account.username })}
          {source === 'account' ? ` ${tc('contact.fromAccount')}` : null}
        </p>
      ) : null}
      <div className="checkout-layout">
        <div>
          <ShippingContactForm key={actionData ? 'answer' : 'page'} initial={initial} next={loaderData.next} account={account} />
          <p>
            <LocalizedLink to={account ? CHECKOUT_PATHS.cart : CHECKOUT_PATHS.signIn}>{tc(account ? 'signIn.backToCart' : 'contact.backToSignIn')}</LocalizedLink>
          </p>
        </div>
        <CheckoutTotal cart={loaderData.cart} />
      </div>
    </PageShell>
  )
}
