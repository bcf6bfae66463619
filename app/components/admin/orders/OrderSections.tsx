import { formatDate } from '../../../../domain/format/date'
import { formatMoney } from '../../../../domain/format/money'
import type { OrderDetail } from '../../../../domain/orders/detail.server'
import { useTranslation } from '../../../i18n/react'
import { LocalizedLink } from '../../../lib/locale'
import { partyText, when } from './format'
import { PaymentProblemsTable, RecheckForm } from './PaymentProblems'
import { textIn } from '../../../../domain/i18n/bilingual'

type Order = NonNullable<OrderDetail>

/** The order's lines: each rental with its stay and the weeks it holds, options under it. */
export function OrderItems({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('adminOrders')
  return (
    <section className="admin-card" aria-labelledby="order-items">
      <h2 id="order-items">{t('detail.items')}</h2>
      <ul>
        {order.items.map((item) => (
          <li key={item.id}>
            {item.linkedToItemId ? '↳ ' : ''}
            {item.title[i18n.language] ?? item.title.fr} ({item.reference}) × {item.quantity} — {formatMoney(item.total, order.currency)}
            {item.startPeriod ? ` · ${formatDate(item.startPeriod)}${item.endPeriod ? ` – ${formatDate(item.endPeriod)}` : ''}` : ''}
            {item.party ? (
              <>
                <br />
                {t('detail.party', { party: partyText(item.party, i18n.language) })}
              </>
            ) : null}
            {item.weeks.length > 0 ? (
              <ul>
                {item.weeks.map((w) => (
                  <li key={`${w.arrival}-${w.status}`}>{t('detail.week', { arrival: formatDate(w.arrival), departure: formatDate(w.departure), status: t(`booking.${w.status}`) })}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <p>
        {t('detail.total')}: <strong>{formatMoney(order.total, order.currency)}</strong>
        {order.reduction > 0 ? ` (${t('detail.reduction')} ${formatMoney(order.reduction, order.currency)})` : ''}
        {order.status === 3 ? ` · ${t('detail.balance', { amount: formatMoney(order.reportedTotal, order.currency), date: order.gradedToPayAt ? formatDate(order.gradedToPayAt) : '—' })}` : ''}
      </p>
    </section>
  )
}

export function OrderCustomer({ order }: { order: Order }) {
  const { t } = useTranslation('adminOrders')
  return (
    <section className="admin-card" aria-labelledby="order-customer">
      <h2 id="order-customer">{t('detail.customer')}</h2>
      {order.contact ? (
        <p>
          {order.contact.name}
          <br />
          <a href={`mailto:${order.contact.email}`}>{order.contact.email}</a> · {order.contact.phone}
          <br />
          {order.contact.address}
        </p>
      ) : null}
      <p>
        {order.account ? <LocalizedLink to={`/admin/clients/${order.account.id}`}>{t('detail.account', { username: order.account.username })}</LocalizedLink> : t('detail.guest')}
      </p>
    </section>
  )
}

/** What went wrong with the order's payments, with the provider's last answer and a way to ask again. */
export function OrderPaymentProblems({ order }: { order: Order }) {
  const { t } = useTranslation('adminOrders')
  if (order.paymentProblems.length === 0) return null
  return (
    <section className="admin-card admin-card--wide" aria-labelledby="order-payment-problems">
      <h2 id="order-payment-problems">{t('detail.problems')}</h2>
      <PaymentProblemsTable rows={order.paymentProblems} caption={t('detail.problems')} withOrder={false} />
    </section>
  )
}

export function OrderPayments({ order }: { order: Order }) {
  const { t } = useTranslation('adminOrders')
  const withProblem = new Set(order.paymentProblems.map((p) => p.paymentId))
  return (
    <section className="admin-card" aria-labelledby="order-payments">
      <h2 id="order-payments">{t('detail.payments')}</h2>
      <p>{t('detail.paidNet', { amount: formatMoney(order.payments.paid, order.currency) })}</p>
      {order.payments.list.length === 0 ? (
        <p className="admin-empty">{t('detail.noPayments')}</p>
      ) : (
        <ul>
          {order.payments.list.map((p) => (
            <li key={p.id}>
              {t(`kind.${p.kind}`)} · {p.provider} · {formatMoney(p.amount, p.currency)} · <span className="admin-badge">{t(`payment.${p.status}`)}</span> · {when(p.createdAt)}
              {p.status === 'pending' && p.recheckable && !withProblem.has(p.id) ? (
                <RecheckForm number={order.number} paymentId={p.id} payment={`${t(`kind.${p.kind}`)} ${formatMoney(p.amount, p.currency)}`} />
              ) : null}
              {p.events.length > 0 ? (
                <ul>
                  {p.events.map((e) => (
                    <li key={e.id}>
                      {when(e.receivedAt)} · {e.source} · {e.status}
                      {e.amount !== null ? ` · ${formatMoney(e.amount, order.currency)}` : ''}
                      {e.note ? ` · ${e.note}` : ''}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export function OrderMails({ order }: { order: Order }) {
  const { t } = useTranslation('adminOrders')
  return (
    <section className="admin-card" aria-labelledby="order-mails">
      <h2 id="order-mails">{t('detail.mails')}</h2>
      {order.mails.length === 0 ? (
        <p className="admin-empty">{t('detail.noMails')}</p>
      ) : (
        <ul>
          {order.mails.map((m) => (
            <li key={m.id}>
              {when(m.at)} · {m.subject} · {m.to} · {t(`mail.${m.status}`)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** Prices changed after the order: who may still withdraw, who did. */
export function OrderPriceChanges({ order }: { order: Order }) {
  const { t } = useTranslation('adminOrders')
  if (order.priceChanges.length === 0) return null
  const money = (c: number) => formatMoney(c, order.currency)
  const title = (itemId: number) => {
    const item = order.items.find((i) => i.id === itemId)
    return item ? textIn(item.title, order.locale) : `#${itemId}`
  }
  return (
    <section className="admin-card" aria-labelledby="order-price-changes">
      <h2 id="order-price-changes">{t('price.changes')}</h2>
      <ul>
        {order.priceChanges.map((c) => (
          <li key={c.id}>
            {when(c.at)} · {t(`price.kinds.${c.kind}`)} · {title(c.itemId)}: {money(c.itemBefore)} → {money(c.itemAfter)} ({t('price.totals', { before: money(c.orderBefore), after: money(c.orderAfter) })}) · {c.reason}
            {' · '}
            {c.withdrawnAt
              ? t('price.withdrawn', { at: when(c.withdrawnAt) })
              : c.withdrawableUntil
                ? t('price.withdrawable', { until: when(c.withdrawableUntil) })
                : t('price.noWithdrawal')}
          </li>
        ))}
      </ul>
    </section>
  )
}
