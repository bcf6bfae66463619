import { useTranslation } from '../i18n/react'
import type { Route } from './+types/confirmation-error'
import { PageShell } from '../components/PageShell'
import { CHECKOUT_PATHS } from '../lib/checkout-paths'
import { placeOf } from '../lib/checkout.server'
import { LocalizedLink } from '../lib/locale'
import { ownerOrder } from '../lib/order-pages.server'

/** The payment error (SPEC §8), for the order's owner only; the cart is kept and can be paid again. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const order = await ownerOrder(context, request, params.number, placeOf(params).locale)
  return {
    number: params.number ?? null,
    retry: order === null || order.status === 1,
  }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  return (
    <PageShell title={t('confirmationError.title')} trail={[{ label: t('checkout.title') }]}>
      <meta name="robots" content="noindex" />
      <p className="lead" role="alert">
        {t('confirmationError.intro')}
      </p>
      {loaderData.number ? <p>{t('confirmation.number', { number: loaderData.number })}</p> : null}
      {loaderData.retry ? (
        <p>
          <LocalizedLink className="btn btn-theme" to={CHECKOUT_PATHS.summary}>
            {t('confirmationError.retry')}
          </LocalizedLink>
        </p>
      ) : null}
    </PageShell>
  )
}
