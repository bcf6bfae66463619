import { data } from 'react-router'
import { useTranslation } from '../i18n/react'
import type { Route } from './+types/confirmation-error'
import { PageShell } from '../components/PageShell'
import { OrderLinkRefused, refusedLinkTitleKey } from '../components/shop/OrderLinkRefused'
import { CHECKOUT_PATHS } from '../lib/checkout-paths'
import { placeOf } from '../lib/checkout.server'
import { LocalizedLink } from '../lib/locale'
import { orderForPage, refusedStatus } from '../lib/order-pages.server'
import { orderPagePath, PAY_BALANCE_ANCHOR } from '../../domain/orders/order-link/links'

/**
 * The payment error (SPEC §8), for the order's owner or its signed link only: a cart is kept and can
 * be paid again from the summary; a balance from the order's page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = placeOf(params).locale
  if (params.number === undefined) return data({ number: null, retry: 'cart' as const, balancePage: null, refused: null })
  const found = await orderForPage(context, request, params.number, locale)
  if ('reason' in found) return data({ number: null, retry: null, balancePage: null, refused: found }, { status: refusedStatus(found) })
  const { order, token } = found
  const balancePage = order.status === 3 ? `${orderPagePath({ number: order.number, locale, token })}#${PAY_BALANCE_ANCHOR}` : null
  return data({ number: order.number, retry: order.status === 1 ? ('cart' as const) : null, balancePage, refused: null })
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  const trail = [{ label: t('checkout.title') }]
  if (loaderData.refused) {
    return (
      <PageShell title={t(refusedLinkTitleKey(loaderData.refused))} trail={trail}>
        <meta name="robots" content="noindex" />
        <OrderLinkRefused refused={loaderData.refused} />
      </PageShell>
    )
  }
  const { balancePage } = loaderData
  return (
    <PageShell title={t('confirmationError.title')} trail={trail}>
      <meta name="robots" content="noindex" />
      {balancePage ? <meta name="referrer" content="same-origin" /> : null}
      <p className="lead" role="alert">
        {balancePage ? t('confirmationError.balanceIntro') : t('confirmationError.intro')}
      </p>
      {loaderData.number ? <p>{t('confirmation.number', { number: loaderData.number })}</p> : null}
      {loaderData.retry === 'cart' ? (
        <p>
          <LocalizedLink className="btn btn-theme" to={CHECKOUT_PATHS.summary}>
            {t('confirmationError.retry')}
          </LocalizedLink>
        </p>
      ) : null}
      {balancePage ? (
        <p>
          <a className="btn btn-theme" href={balancePage}>
            {t('confirmationError.retry')}
          </a>
        </p>
      ) : null}
    </PageShell>
  )
}
