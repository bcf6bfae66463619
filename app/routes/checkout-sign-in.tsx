import { useTranslation } from '../i18n/react'
import type { Route } from './+types/checkout-sign-in'
import { PageShell } from '../components/PageShell'
import { CheckoutTotal } from '../components/shop/CheckoutTotal'
import { CHECKOUT_PATHS } from '../lib/checkout-paths'
import { checkoutAccount, checkoutPath, placeOf, requireCart, signedInUser } from '../lib/checkout.server'
import { LocalizedLink, useLocalePath } from '../lib/locale'

/**
 * Step 2, after the cart: a signed-in customer sees who is signed in and continues to the contact step (prefilled
 * from the account); anybody else orders as a guest, or logs in / creates an account and comes back
 * to the contact step.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const place = placeOf(params)
  const cart = await requireCart(context, request, place)
  const user = await signedInUser(context, request)
  return {
    cart,
    user: checkoutAccount(user),
    destination: checkoutPath(CHECKOUT_PATHS.contact, place),
  }
}

export default function CheckoutSignIn({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  const { t: tc } = useTranslation('cart')
  const localize = useLocalePath()
  const { cart, user, destination } = loaderData
  const back = encodeURIComponent(destination)
  return (
    <PageShell title={t('checkoutSignIn.title')} description={t('checkoutSignIn.description')} trail={[{ label: t('checkout.title') }]}>
      <meta name="robots" content="noindex" />
      <p className="lead">{t('checkoutSignIn.intro')}</p>
      {user ? (
        <section className="checkout-card" aria-labelledby="signed-in">
          <h2 id="signed-in">{tc('signIn.signedInAs', { name: user.name })}</h2>
          <p>{tc('signIn.signedInText', { username: user.username })}</p>
          <LocalizedLink to={CHECKOUT_PATHS.contact} className="btn btn-theme">
            {tc('signIn.continue')}
          </LocalizedLink>
        </section>
      ) : (
        <div className="checkout-grid checkout-grid--two">
          <section className="checkout-card" aria-labelledby="order-as-guest">
            <h2 id="order-as-guest">{tc('signIn.guestTitle')}</h2>
            <p>{tc('signIn.guestText')}</p>
            <LocalizedLink to={CHECKOUT_PATHS.contact} className="btn btn-theme">
              {tc('signIn.guestButton')}
            </LocalizedLink>
          </section>
          <section className="checkout-card" aria-labelledby="log-in">
            <h2 id="log-in">{tc('signIn.accountTitle')}</h2>
            <h3>{tc('signIn.haveAccount')}</h3>
            <p>{tc('signIn.haveAccountText')}</p>
            <a href={`${localize('/login')}?destination=${back}`} className="btn btn-outline">
              {tc('signIn.login')}
            </a>
            <h3>{tc('signIn.noAccount')}</h3>
            <p>{tc('signIn.noAccountText')}</p>
            <a href={`${localize('/mon-compte/inscription')}?destination=${back}`} className="btn btn-outline">
              {tc('signIn.signUp')}
            </a>
          </section>
        </div>
      )}
      <p>
        <LocalizedLink to={CHECKOUT_PATHS.cart}>{tc('signIn.backToCart')}</LocalizedLink>
      </p>
      <CheckoutTotal cart={cart} />
    </PageShell>
  )
}
