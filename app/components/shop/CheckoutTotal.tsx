import { useTranslation } from '../../i18n/react'
import { formatMoney } from '../../../domain/format/money'
import type { CartView } from '../../../domain/shop/cart/types'
import { CartTotals } from './CartItems'

/**
 * The order's total on every checkout step (issue 26), as the server computed it: the amounts with
 * the tourist tax on its own line and the VAT (`card`, where the step does not show them already),
 * and on a phone a compact bar fixed at the bottom of the screen with the total, which leads to them
 * (a step that shows the amounts itself gives them the id `checkout-total`).
 */
export function CheckoutTotal({ cart, card = true }: { cart: CartView; card?: boolean }) {
  const { t } = useTranslation('cart')
  const money = (amount: number) => formatMoney(amount, cart.currency)
  const vat = cart.vat.reduce((sum, line) => sum + line.vat, 0)
  return (
    <>
      {card ? (
        <aside className="checkout-card checkout-total" id="checkout-total" aria-labelledby="checkout-total-heading">
          <h2 id="checkout-total-heading">{t('checkoutTotal.heading')}</h2>
          <CartTotals cart={cart} showVat />
        </aside>
      ) : null}
      <div className="checkout-bar" data-testid="checkout-bar">
        <p className="checkout-bar__total">
          <span>{t('checkoutTotal.bar')}</span> <strong>{money(cart.total)}</strong>
          <small className="checkout-bar__includes">
            {cart.touristTax > 0 ? t('checkoutTotal.touristTax', { amount: money(cart.touristTax) }) : null}
            {cart.touristTax > 0 && vat > 0 ? ' · ' : null}
            {vat > 0 ? t('checkoutTotal.vat', { amount: money(vat) }) : null}
          </small>
        </p>
        <a href="#checkout-total" className="checkout-bar__details">
          {t('checkoutTotal.details')}
        </a>
      </div>
    </>
  )
}
