import { useTranslation } from '../../i18n/react'
import { LocalizedLink } from '../../lib/locale'
import type { Visitor } from '../../lib/visitor'
import { CartItems, CartTotals } from '../shop/CartItems'
import { Icon } from './Icon'

/**
 * What the cart panel lists (SPEC §2): Locations, Packages and Services with their details and
 * remove buttons, subtotal, total VAT included and currency, and the Commander button when there
 * are items and the total is above 0; otherwise the empty state. Loaded on the panel's first opening
 * (CartPanelContent), so that no page downloads it before the visitor asks for their cart.
 */
export default function CartPanelItems({ cart, count }: { cart: Visitor['cart']; count: number }) {
  const { t } = useTranslation('layout')
  const { t: tc } = useTranslation('cart')
  const filled = cart && cart.orderItems.length > 0 && count > 0 ? cart : null
  return (
    <>
      {!filled ? (
        <div className="cart-empty">
          <span className="cart-empty__icon">
            <Icon name="cart" size={40} />
          </span>
          <p className="cart-empty__title">{t('cart.empty')}</p>
          <p className="cart-empty__text">{t('cart.emptyText')}</p>
          <LocalizedLink to="/location" className="btn btn-theme">
            {t('cart.browseRentals')}
          </LocalizedLink>
        </div>
      ) : (
        <>
          <p className="cart-summary__count">{t('cart.count', { count: filled.orderItems.length })}</p>
          <CartItems cart={filled} heading="h3" idPrefix="panel-cart" />
          {/* The total and the order button stay in view at the bottom while the items scroll. */}
          <div className="cart-panel-summary">
            <CartTotals cart={filled} />
            <div className="cart-actions">
              {filled.total > 0 ? (
                <LocalizedLink to="/commande/sign-in" className="btn btn-theme btn-block">
                  {tc('order')}
                </LocalizedLink>
              ) : null}
              <LocalizedLink to="/commande/mon-panier" className="btn btn-outline btn-block">
                {t('cart.view')}
              </LocalizedLink>
            </div>
          </div>
        </>
      )}
    </>
  )
}
