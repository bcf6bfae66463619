import { useTranslation } from 'react-i18next'
import { data } from 'react-router'
import type { Route } from './+types/account-orders'
import { PageShell } from '../components/PageShell'
import { OrderList } from '../components/account/OrderList'
import { PRIVATE_PAGE, requestLocale, requireAccount } from '../components/account/session.server'
import { listAccountOrders, MY_ORDERS_STATUSES } from '../../domain/accounts/orders.repository.server'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccount(request, context)
  const orders = await listAccountOrders(context.db, user.id, [...MY_ORDERS_STATUSES], requestLocale(request))
  return data({ orders }, { headers: PRIVATE_PAGE })
}

export function headers() {
  return PRIVATE_PAGE
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  return (
    <PageShell title={t('orders.title')} description={t('orders.description')} trail={[{ label: t('account.title') }]}>
      <meta name="robots" content="noindex" />
      <p className="lead">{t('orders.intro')}</p>
      <OrderList orders={loaderData.orders} />
    </PageShell>
  )
}
