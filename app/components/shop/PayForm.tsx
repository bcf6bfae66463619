import { Form, useNavigation, useSearchParams } from 'react-router'
import { formatDate } from '../../../domain/format/date'
import { formatAmount } from '../../../domain/format/money'
import type { PriceChange } from '../../../domain/orders/messages'
import { useTranslation } from '../../i18n/react'

export type DepositOffer = { deposit: number; balance: number; dueOn: string }

type Props = { total: number; offer: DepositOffer | null; error: string | null; changes: PriceChange[] }

/** The pay button (and the deposit choice when offered): a plain form post, 303 to the payment page. */
export function PayForm({ total, offer, error, changes }: Props) {
  const { t } = useTranslation('cart')
  const navigation = useNavigation()
  const [search] = useSearchParams()
  const paying = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay'
  return (
    <section className="checkout-card" aria-labelledby="summary-pay">
      <h2 id="summary-pay">{t('pay.heading')}</h2>
      {search.get('payment') === 'cancelled' && !error ? (
        <p className="alert alert-info" role="status">
          {t('pay.cancelled')}
        </p>
      ) : null}
      {error ? (
        <div className="alert alert-danger" role="alert">
          <p>{error}</p>
          {changes.length > 0 ? (
            <ul>
              {changes.map((c) => (
                <li key={c.itemId}>{c.after === null ? t('pay.gone', { title: c.title }) : t('pay.changed', { title: c.title, before: formatAmount(c.before), after: formatAmount(c.after) })}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <Form method="post">
        <input type="hidden" name="intent" value="pay" />
        {offer ? (
          <fieldset>
            <legend>{t('pay.choice')}</legend>
            <label>
              <input type="radio" name="gradedPayment" value="false" defaultChecked /> {t('pay.payTotal', { amount: formatAmount(total) })}
            </label>
            <br />
            <label>
              <input type="radio" name="gradedPayment" value="true" /> {t('pay.deposit', { deposit: formatAmount(offer.deposit), balance: formatAmount(offer.balance), due: formatDate(offer.dueOn) })}
            </label>
          </fieldset>
        ) : null}
        <p className="field-hint">{t('pay.secure')}</p>
        <button type="submit" className="btn btn-theme" aria-disabled={paying || undefined}>
          {t('pay.pay')}
        </button>
        <p role="status" aria-live="polite">
          {paying ? t('pay.redirecting') : ''}
        </p>
      </Form>
    </section>
  )
}
