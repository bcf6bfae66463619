import { useTranslation } from 'react-i18next'
import { LocalizedLink } from '../../lib/locale'
import { Icon } from './Icon'

type CartPanelContentProps = {
  /** Number of items in the cart (RootData.cartCount). */
  count: number
}

/**
 * The cart panel's contents. The shop fills the sections here (Locations, Packages,
 * Services, subtotal, total VAT included, the Commander button); until then it shows the
 * empty state or the item count with links to the cart page and the checkout start.
 */
export function CartPanelContent({ count }: CartPanelContentProps) {
  const { t } = useTranslation('layout')

  if (count === 0) {
    return (
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
    )
  }

  return (
    <div className="cart-summary">
      <p className="cart-summary__count">{t('cart.count', { count })}</p>
      <div className="cart-summary__actions">
        <LocalizedLink to="/commande/sign-in" className="btn btn-theme btn-block">
          {t('cart.order')}
        </LocalizedLink>
        <LocalizedLink to="/commande/mon-panier" className="btn btn-outline btn-block">
          {t('cart.view')}
        </LocalizedLink>
      </div>
    </div>
  )
}
