import { useTranslation } from '../i18n/react'
import { data } from 'react-router'
import type { Route } from './+types/account-orders'
import { PageShell } from '../components/PageShell'
import { OrderList } from '../components/account/OrderList'
import { PRIVATE_PAGE, requireAccount } from '../components/account/session.server'
import { requestLocale } from '../lib/request-locale.server'
import { listAccountOrders, MY_ORDERS_STATUSES } from '../../domain/accounts/orders.repository.server'
import { OrderActions } from '../components/account/OrderActions'
import { accountOrderAction, cancellationQuotes, justCancelled } from '../lib/order-pages.server'
import { CancelledNotice } from '../components/account/CancelledNotice'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccount(request, context)
  const orders = await listAccountOrders(context.db, user.id, [...MY_ORDERS_STATUSES], requestLocale(request))
  const quotes = await cancellationQuotes(
    context,
    request,
    orders.map((o) => o.number),
    requestLocale(request),
  )
  return data(
    {
      orders,
      quotes,
      confirming: new URL(request.url).searchParams.get('annuler'),
      cancelled: await justCancelled(context, request),
    },
    { headers: PRIVATE_PAGE },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAccount(request, context)
  return accountOrderAction(context, request, requestLocale(request) === 'en' ? 'en' : 'fr')
}

export function headers() {
  return PRIVATE_PAGE
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  return (
    <PageShell title={t('orders.title')} description={t('orders.description')} trail={[{ label: t('account.title') }]}>
      <meta name="robots" content="noindex" />
      <p className="lead">{t('orders.intro')}</p>
      {loaderData.cancelled ? <CancelledNotice cancelled={loaderData.cancelled} /> : null}
      {actionData?.error ? (
        <p className="alert alert-danger" role="alert">
          {actionData.error}
        </p>
      ) : null}
      <OrderList
        orders={loaderData.orders}
        actions={(o) => <OrderActions order={o} quote={loaderData.quotes[o.number] ?? null} confirming={loaderData.confirming === o.number} />}
      />
    </PageShell>
  )
}
