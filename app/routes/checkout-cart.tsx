import { useTranslation } from '../i18n/react'
import type { Route } from './+types/checkout-cart'
import { PageShell } from '../components/PageShell'
import { CartItems, CartTotals } from '../components/shop/CartItems'
import { CartStatus } from '../components/shop/CartStatus'
import { CheckoutTotal } from '../components/shop/CheckoutTotal'
import { Icon } from '../components/layout/Icon'
import { CHECKOUT_PATHS } from '../lib/checkout-paths'
import { pageCart } from '../lib/cart.server'
import { placeOf, signedInUser } from '../lib/checkout.server'
import { LocalizedLink } from '../lib/locale'

/**
 * Step 1: the cart, with remove buttons (they post to /panier and come back here). "Continue" leads to
 * the sign-in step, or straight to the contact step for a customer already signed in.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const place = placeOf(params)
  const cart = await pageCart(context, request, place.locale)
  const user = await signedInUser(context, request)
  return { cart: cart && cart.orderItems.length > 0 ? cart : null, next: user ? CHECKOUT_PATHS.contact : CHECKOUT_PATHS.signIn }
}

export default function CheckoutCart({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  const { t: tc } = useTranslation('cart')
  const { cart } = loaderData
  return (
    <PageShell title={t('checkoutCart.title')} description={t('checkoutCart.description')} trail={[{ label: t('checkout.title') }]}>
      <meta name="robots" content="noindex" />
      <CartStatus />
      {cart ? (
        <>
          <p className="lead">{t('checkoutCart.intro')}</p>
          <CartItems cart={cart} heading="h2" idPrefix="page-cart" />
          <div id="checkout-total">
            <CartTotals cart={cart} showVat />
          </div>
          <div className="form-actions">
            {cart.total > 0 ? (
              <LocalizedLink to={loaderData.next} className="btn btn-theme">
                {tc('cartPage.continue')}
              </LocalizedLink>
            ) : null}
            <LocalizedLink to="/location" className="btn btn-outline">
              {tc('cartPage.back')}
            </LocalizedLink>
          </div>
          <CheckoutTotal cart={cart} card={false} />
        </>
      ) : (
        <div className="cart-empty">
          <span className="cart-empty__icon">
            <Icon name="cart" size={40} />
          </span>
          <h2 className="cart-empty__title">{tc('empty.title')}</h2>
          <p className="cart-empty__text">{tc('empty.text')}</p>
          <div className="form-actions" style={{ justifyContent: 'center' }}>
            <LocalizedLink to="/location" className="btn btn-theme">
              {tc('empty.rentals')}
            </LocalizedLink>
            <LocalizedLink to="/nos-prestations-complementaires" className="btn btn-outline">
              {tc('empty.services')}
            </LocalizedLink>
          </div>
        </div>
      )}
    </PageShell>
  )
}
