import { data, Form } from 'react-router'
import type { Route } from './+types/order-withdraw'
import { PageShell } from '../components/PageShell'
import { useLocale } from '../lib/locale'
import { requestLocale } from '../lib/request-locale.server'
import { formatLongDateTime } from '../../domain/format/date'
import { formatAmount } from '../../domain/format/money'
import { withdrawalOffer, withdrawOrder } from '../../domain/orders/price-change/withdraw.server'
import { orderDeps } from '../../server/shop/order-deps.server'
import { textIn } from '../../domain/i18n/bilingual'
import { useTranslation } from '../i18n/react'


const HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }

/**
 * The link of a price change's e-mail (domain/orders/price-change). Opening it changes nothing (mail
 * scanners open links too); its button withdraws, once.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const offer = await withdrawalOffer(orderDeps(context), params.token)
  return data({ offer }, { status: offer ? 200 : 410, headers: HEADERS })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const done = await withdrawOrder(orderDeps(context), params.token, requestLocale(request))
  return data({ refund: done ? done.refund : null }, { status: done ? 200 : 410, headers: HEADERS })
}

export default function OrderWithdraw({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale()
  const { t } = useTranslation('cart')
  const offer = loaderData.offer
  if (actionData && actionData.refund !== null) {
    return (
      <PageShell title={t('withdraw.title')}>
        <meta name="robots" content="noindex" />
        <p className="alert alert-success" role="status">
          {t('withdraw.done', { refund: formatAmount(actionData.refund) })}
        </p>
      </PageShell>
    )
  }
  return (
    <PageShell title={t('withdraw.title')}>
      <meta name="robots" content="noindex" />
      {offer && !actionData ? (
        <>
          <p>{t('withdraw.change', { number: offer.number })}</p>
          <dl>
            <dt>{t('withdraw.line')}</dt>
            <dd>
              {textIn(offer.item, locale)}: {t('withdraw.price', { before: formatAmount(offer.itemBefore), after: formatAmount(offer.itemAfter) })}
            </dd>
            <dt>{t('withdraw.total')}</dt>
            <dd>{t('withdraw.price', { before: formatAmount(offer.orderBefore), after: formatAmount(offer.orderAfter) })}</dd>
          </dl>
          <p>{t('withdraw.until', { at: formatLongDateTime(offer.until, locale) })}</p>
          <p>{t('withdraw.keep')}</p>
          <Form method="post" reloadDocument>
            <button type="submit" className="btn btn-danger">
              {t('withdraw.go')}
            </button>
          </Form>
        </>
      ) : (
        <p className="alert alert-danger" role="alert">
          {t('withdraw.gone')}
        </p>
      )}
    </PageShell>
  )
}
