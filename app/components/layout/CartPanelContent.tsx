import { useTranslation } from '../../i18n/react'
import { LocalizedLink } from '../../lib/locale'
import { useVisitor } from '../../lib/visitor'
import { CART_PANEL_STATUS_ID } from '../shop/cart-action-data'
import { CartItems, CartTotals } from '../shop/CartItems'
import { CartStatus } from '../shop/CartStatus'
import { Icon } from './Icon'

type CartPanelContentProps = {
  /** Number of items in the cart (the visitor's). */
  count: number
}

/**
 * The cart panel's contents (SPEC §2): Locations, Packages and Services with their details and
 * remove buttons, subtotal, total VAT included and currency, and the Commander button when there
 * are items and the total is above 0; otherwise the empty state. The status message ("Added to
 * bag", "Deleted from bag") stays in place when the cart becomes empty or stops being empty.
 */
export function CartPanelContent({ count }: CartPanelContentProps) {
  const { t } = useTranslation('layout')
  const { t: tc } = useTranslation('cart')
  const { cart } = useVisitor()
  const empty = !cart || cart.items.length === 0 || count === 0

  return (
    <div className="cart-panel-content">
      <CartStatus fromUrl={false} id={CART_PANEL_STATUS_ID} />
      {empty ? (
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
          <p className="cart-summary__count">{t('cart.count', { count: cart.items.length })}</p>
          <CartItems cart={cart} heading="h3" idPrefix="panel-cart" />
          {/* The total and the order button stay in view at the bottom while the items scroll. */}
          <div className="cart-panel-summary">
            <CartTotals cart={cart} />
            <div className="cart-actions">
              {cart.total > 0 ? (
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
    </div>
  )
}
