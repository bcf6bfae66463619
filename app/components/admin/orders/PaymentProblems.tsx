import { Form } from 'react-router'
import type { PaymentProblem, ProviderWord } from '../../../../domain/orders/payment-problem'
import { formatMoney } from '../../../../domain/format/money'
import { useTranslation } from '../../../i18n/react'
import { LocalizedLink, useLocalePath } from '../../../lib/locale'
import { AdminTable } from '../AdminTable'
import { when } from './format'

/** "Provider's last answer: failed (notification, 12.03.2027 14:02) · card declined", or that none came. */
export function ProviderWordText({ word }: { word: ProviderWord | null }) {
  const { t } = useTranslation('adminOrders')
  if (!word) return <>{t('recheck.noWord')}</>
  const state = t(`providerState.${word.status}`, { defaultValue: word.status })
  const source = t(`eventSource.${word.source}`, { defaultValue: word.source })
  return (
    <>
      {t('recheck.lastWord', { state, source, at: when(word.at) })}
      {word.note ? ` · ${word.note}` : ''}
    </>
  )
}

/**
 * "Re-check with the provider": posts to the order page's action, which shows the answer. Its name
 * says which payment (several may stand in one table), starting with the words it shows.
 */
export function RecheckForm({ number, paymentId, payment }: { number: string; paymentId: number; payment: string }) {
  const { t } = useTranslation('adminOrders')
  const localize = useLocalePath()
  return (
    <Form method="post" action={localize(`/admin/commandes/${number}`)} className="admin-inline-form">
      <input type="hidden" name="paymentId" value={paymentId} />
      <button type="submit" name="intent" value="recheck" className="btn btn-secondary btn-small" aria-label={t('recheck.submitFor', { payment })}>
        {t('recheck.submit')}
      </button>
    </Form>
  )
}

/** The payments that went wrong, in a table; `withOrder`: the order and customer columns (Today). */
export function PaymentProblemsTable({ rows, caption, withOrder }: { rows: PaymentProblem[]; caption: string; withOrder: boolean }) {
  const { t } = useTranslation('adminOrders')
  const orderColumns = withOrder ? [t('list.number'), t('list.customer')] : []
  return (
    <AdminTable caption={caption} columns={[...orderColumns, t('problems.payment'), t('problems.problem'), t('problems.provider'), t('problems.action')]} rows={rows}>
      {(row) => {
        const payment = `${t(`kind.${row.kind}`)} ${formatMoney(row.amount, row.currency)}`
        return (
          <tr key={row.paymentId}>
            {withOrder ? (
              <>
                <td>
                  <LocalizedLink to={`/admin/commandes/${row.orderNumber}`}>{row.orderNumber}</LocalizedLink>
                </td>
                <td>{row.customer || '—'}</td>
              </>
            ) : null}
            <td>
              {payment}
              <br />
              <small>
                {row.provider} · {when(row.createdAt)}
              </small>
            </td>
            <td>
              <span className="admin-badge admin-badge--danger">{t(`problem.${row.problem}`)}</span>
            </td>
            <td>
              <ProviderWordText word={row.lastWord} />
            </td>
            <td>{row.recheckable ? <RecheckForm number={row.orderNumber} paymentId={row.paymentId} payment={payment} /> : '—'}</td>
          </tr>
        )
      }}
    </AdminTable>
  )
}
