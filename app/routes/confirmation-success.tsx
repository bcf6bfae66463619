import { useTranslation } from '../i18n/react'
import { useSearchParams } from 'react-router'
import type { Route } from './+types/confirmation-success'
import { PageShell } from '../components/PageShell'
import { OrderAccountForm } from '../components/shop/OrderAccountForm'
import { OrderDetails } from '../components/shop/OrderDetails'
import { placeOf } from '../lib/checkout.server'
import { createAccountFromOrder, ownerOrder } from '../lib/order-pages.server'
import { notFound } from '../lib/page-data.server'

/** The order of the number, for its owner only (SPEC §2: all digits; DESIGN §3: the owner). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const order = await ownerOrder(context, request, params.number, placeOf(params).locale)
  return { number: params.number ?? null, order }
}

/** The account of a guest's order. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!params.number || !/^\d{1,20}$/.test(params.number)) notFound()
  return createAccountFromOrder(context, request, params.number, placeOf(params).locale === 'en' ? 'en' : 'fr')
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  const [search] = useSearchParams()
  const { order } = loaderData
  const paid = order !== null && order.status !== 1
  return (
    <PageShell title={t('confirmationSuccess.title')} trail={[{ label: t('checkout.title') }]}>
      <meta name="robots" content="noindex" />
      <p className="lead">{t('confirmationSuccess.intro')}</p>
      {search.get('account') === 'created' ? (
        <p className="alert alert-success" role="status">
          {t('confirmationSuccess.accountCreated')}
        </p>
      ) : null}
      {order ? <OrderDetails order={order} /> : loaderData.number ? <p>{t('confirmation.number', { number: loaderData.number })}</p> : null}
      {paid && order.user === null ? (
        <OrderAccountForm email={order.shippingContact?.email ?? ''} errors={actionData?.errors ?? {}} formError={actionData?.formError ?? null} />
      ) : null}
    </PageShell>
  )
}
