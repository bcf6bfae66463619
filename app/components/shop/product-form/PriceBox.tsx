import { useTranslation } from '../../../i18n/react'
import { formatMoney } from '../../../../domain/format/money'
import type { PriceState } from '../product-form-state'

/** The price beside the form: "from" without JavaScript, else the server's price of the context. */
export function PriceBox({ price, basePrice, currency, enhanced }: { price: PriceState; basePrice: number; currency: string; enhanced: boolean }) {
  const { t } = useTranslation('shop')
  let text: string
  if (!enhanced) text = t('product.from', { price: formatMoney(basePrice, currency) })
  else if (price.state === 'priced') text = formatMoney(price.total, price.currency)
  else if (price.state === 'unavailable') text = price.message ?? t('product.price.unavailable')
  else if (price.state === 'loading') text = t('product.price.loading')
  else text = t('product.price.incomplete')
  return (
    <section className="product-price" aria-labelledby="product-price-heading">
      <h3 id="product-price-heading" className="product-price__heading">
        {t('product.price.heading')}
      </h3>
      <p className="product-price__value" role="status" aria-live="polite" aria-atomic="true" data-state={enhanced ? price.state : 'static'}>
        {text}
      </p>
      {price.state === 'priced' ? <p className="field-hint">{t('product.price.vat')}</p> : null}
    </section>
  )
}
