import { data, useSearchParams } from 'react-router'
import { useTranslation } from '../i18n/react'
import type { Route } from './+types/confirmation-success'
import { PageShell } from '../components/PageShell'
import { OrderAccountForm } from '../components/shop/OrderAccountForm'
import { OrderDetails } from '../components/shop/OrderDetails'
import { OrderLinkRefused, refusedLinkTitleKey } from '../components/shop/OrderLinkRefused'
import { OrderOutcome, outcomeTitleKey } from '../components/shop/OrderOutcome'
import { placeOf } from '../lib/checkout.server'
import { createAccountFromOrder, orderForPage, payBalanceAction, refusedStatus } from '../lib/order-pages.server'
import { notFound } from '../lib/page-data.server'
import { orderOutcome } from '../../domain/orders/order-outcome'
import { accountIdOf } from '../../domain/shop/cart/placeholders'
import { StayReviews } from '../components/reviews/StayReviews'
import { orderPageReviews, reviewAction } from '../lib/review-pages.server'
import { ArrivalInformation } from '../components/stays/ArrivalInformation'
import { arrivalsOfOrder } from '../../domain/stays/arrival/order-arrivals.server'
import { GuestRegistration } from '../components/stays/GuestRegistration'
import { REGISTER_INTENT, REGISTERED_PARAM } from '../components/stays/registration-form'
import { registrationAction, registrationForPage } from '../lib/registration.server'

/**
 * The order's page (SPEC §2: all digits; DESIGN §3: the owner, or its signed link, docs/decisions/039):
 * where the payment comes back to and where the e-mails' links lead. It says what happened (paid,
 * deposit paid and the balance, balance paid, payment still pending, not paid, cancelled).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (params.number === undefined) return data({ page: null, outcome: null, refused: null })
  const found = await orderForPage(context, request, params.number, placeOf(params).locale)
  if ('reason' in found) return data({ page: null, outcome: null, refused: found }, { status: refusedStatus(found) })
  // Stays paid in full only (docs/decisions/057): this page is the order's own, behind its owner or signed link.
  const arrivals = await arrivalsOfOrder({ db: context.db, secrets: context.secrets, now: () => new Date() }, found.order, placeOf(params).locale)
  // The review of each finished stay paid in full (docs/decisions/056).
  const reviews = await orderPageReviews(context, found, placeOf(params).locale)
  // The guest registration of each paid stay before departure (docs/decisions/055).
  const registration = await registrationForPage(context, request, params.number, placeOf(params).locale)
  return data({ page: found, outcome: orderOutcome(found.order, new Date()), refused: null, reviews, arrivals, registration })
}

/** The balance payment, or the account of a guest's order. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!params.number || !/^\d{1,20}$/.test(params.number)) notFound()
  const locale = placeOf(params).locale === 'en' ? 'en' : 'fr'
  const form = await request.formData()
  if (form.get('intent') === 'pay-balance') return payBalanceAction(context, request, form, params.number, locale)
  if (form.get('intent') === 'review') return reviewAction(context, request, form, params.number, locale)
  if (form.get('intent') === REGISTER_INTENT) return registrationAction(context, request, form, params.number, locale)
  return createAccountFromOrder(context, request, form, params.number, locale)
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  const [search] = useSearchParams()
  const { page, outcome, refused } = loaderData
  const trail = [{ label: t('checkout.title') }]
  if (refused) {
    return (
      <PageShell title={t(refusedLinkTitleKey(refused))} trail={trail}>
        <meta name="robots" content="noindex" />
        <OrderLinkRefused refused={refused} />
      </PageShell>
    )
  }
  if (!page || !outcome) {
    return (
      <PageShell title={t('confirmationSuccess.title')} trail={trail}>
        <meta name="robots" content="noindex" />
        <p className="lead">{t('confirmationSuccess.intro')}</p>
      </PageShell>
    )
  }
  const { order, token, openedByLink } = page
  const account = actionData && 'errors' in actionData ? actionData : null
  return (
    <PageShell title={t(outcomeTitleKey(outcome))} trail={trail}>
      <meta name="robots" content="noindex" />
      {/* The link's token stays on this site: no other site learns it from a Referer. */}
      {token ? <meta name="referrer" content="same-origin" /> : null}
      {search.get('account') === 'created' ? (
        <p className="alert alert-success" role="status">
          {t('confirmationSuccess.accountCreated')}
        </p>
      ) : null}
      <OrderOutcome outcome={outcome} order={order} token={token} openedByLink={openedByLink} payError={actionData && 'payError' in actionData ? actionData.payError : null} />
      <OrderDetails order={order} token={token} />
      <StayReviews stays={'reviews' in loaderData ? loaderData.reviews : []} token={token} answer={actionData && 'review' in actionData ? actionData.review : null} />
      <ArrivalInformation arrivals={'arrivals' in loaderData ? loaderData.arrivals : []} />
      {'registration' in loaderData && loaderData.registration ? (
        <GuestRegistration section={loaderData.registration} answer={actionData && 'registration' in actionData ? actionData.registration : null} token={token} registered={search.get(REGISTERED_PARAM)} />
      ) : null}
      {order.status !== 1 && accountIdOf(order) === null && !openedByLink ? (
        <OrderAccountForm email={order.shippingContact.email} errors={account?.errors ?? {}} formError={account?.formError ?? null} />
      ) : null}
    </PageShell>
  )
}
