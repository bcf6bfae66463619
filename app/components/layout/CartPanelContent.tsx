import { lazy, Suspense } from 'react'
import { useVisitor } from '../../lib/visitor'
import { CART_PANEL_STATUS_ID } from '../shop/cart-action-data'
import { CartStatus } from '../shop/CartStatus'
import { useOpenedOnce } from './PanelProvider'

/** The list and totals load on the panel's first opening: no page needs them before. */
const CartPanelItems = lazy(() => import('./CartPanelItems'))

type CartPanelContentProps = {
  /** Number of items in the cart (the visitor's). */
  count: number
}

/**
 * The cart panel's contents: the status message ("Added to cart", "Removed from cart"), always there
 * so that it hears the cart's answers and stays in place when the cart empties or fills, and the
 * items (CartPanelItems), once the visitor has opened the panel.
 */
export function CartPanelContent({ count }: CartPanelContentProps) {
  const { cart } = useVisitor()
  const opened = useOpenedOnce('cart')

  return (
    <div className="cart-panel-content">
      <CartStatus fromUrl={false} id={CART_PANEL_STATUS_ID} />
      {opened ? (
        <Suspense fallback={null}>
          <CartPanelItems cart={cart} count={count} />
        </Suspense>
      ) : null}
    </div>
  )
}
