import { data, useSearchParams } from 'react-router'
import type { Route } from './+types/order'
import { AdminPage } from '../../components/admin/AdminShell'
import { statusBadge, when } from '../../components/admin/orders/format'
import { OrderActions } from '../../components/admin/orders/OrderActions'
import { orderAction } from '../../components/admin/orders/order-action.server'
import { OrderCustomer, OrderItems, OrderMails, OrderPaymentProblems, OrderPayments, OrderPriceChanges } from '../../components/admin/orders/OrderSections'
import { StatusAlert } from '../../components/StatusAlert'
import { requestLocale } from '../../lib/request-locale.server'
import { useTranslation } from '../../i18n/react'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { LocalizedLink } from '../../lib/locale'
import { cancellationTerms } from '../../../domain/orders/actions.server'
import { readOrderDetail } from '../../../domain/orders/detail.server'
import { orderDeps } from '../../../server/shop/order-deps.server'

/** One order: items, customer, payments, e-mails, remarks, and what staff may do to it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaffMember(context)
  const order = await readOrderDetail(context.db, params.number)
  if (!order) throw new Response('Not Found', { status: 404, headers: BACK_OFFICE_HEADERS })
  const terms = await cancellationTerms(orderDeps(context), { number: order.number, locale: requestLocale(request) })
  return data({ order, terms: terms ? { due: terms.due, refund: terms.refund } : null }, { headers: BACK_OFFICE_HEADERS })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return orderAction(request, context, requireStaffMember(context), params.number)
}

const DONE = ['cancel', 'refund', 'transfer', 'resend', 'remarks', 'price']
const PROVIDER_STATES = ['paid', 'pending', 'failed', 'cancelled']
const SETTLE_RESULTS = ['paid', 'pending', 'failed', 'cancelled', 'refused', 'refunded', 'already_settled']

/** What a re-check found, from the address it came back to (`?done=recheck&state=…&result=…`). */
function recheckMessage(params: URLSearchParams, t: (key: string, options?: Record<string, string>) => string): string | null {
  const state = params.get('state') ?? ''
  const result = params.get('result') ?? ''
  if (params.get('done') !== 'recheck' || !PROVIDER_STATES.includes(state) || !SETTLE_RESULTS.includes(result)) return null
  return t(`recheck.result.${result}`, { state: t(`providerState.${state}`) })
}

export default function Order({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('adminOrders')
  const [params] = useSearchParams()
  const done = params.get('done')
  const { order, terms } = loaderData
  const rechecked = recheckMessage(params, t)
  return (
    <AdminPage title={t('detail.title', { number: order.number })} actions={<LocalizedLink to="/admin/commandes">{t('detail.back')}</LocalizedLink>}>
      {done && DONE.includes(done) ? <StatusAlert key={done} status="success" message={t(`done.${done}`)} /> : null}
      {rechecked ? <StatusAlert key={params.toString()} status="success" message={rechecked} /> : null}
      {actionData?.formError && !['cancel', 'refund', 'transfer', 'resend', 'price'].includes(actionData.intent) ? <StatusAlert status="error" message={actionData.formError} /> : null}
      <p>
        <span className={statusBadge(order.status)}>{t(`status.${order.status}`)}</span> · {t('detail.createdAt', { at: when(order.createdAt) })}
        {order.payedAt ? ` · ${t('detail.payedAt', { at: when(order.payedAt) })}` : ''}
      </p>
      <div className="admin-cards">
        <OrderPaymentProblems order={order} />
        <OrderItems order={order} />
        <OrderCustomer order={order} />
        <OrderPayments order={order} />
        <OrderPriceChanges order={order} />
        <OrderMails order={order} />
        <OrderActions order={order} terms={terms} answer={actionData} />
      </div>
    </AdminPage>
  )
}
