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


const TEXTS = {
  fr: {
    title: 'Changement de prix de votre réservation',
    change: (number: string) => `L’agence a changé un prix de votre commande ${number} :`,
    line: 'Ligne',
    price: (before: string, after: string) => `CHF ${before} → CHF ${after}`,
    total: 'Total de la commande',
    until: (at: string) => `Vous pouvez retirer votre réservation sans frais jusqu’au ${at} : tout ce que vous avez payé vous sera remboursé et la réservation annulée.`,
    keep: 'Si vous acceptez le changement, vous n’avez rien à faire.',
    go: 'Retirer ma réservation sans frais',
    done: (refund: string) => `Votre réservation est annulée. Nous vous remboursons CHF ${refund} sur le moyen de paiement utilisé ; un e-mail vous le confirme.`,
    gone: 'Ce lien n’est plus valable : le délai de retrait est échu, vous vous êtes déjà retiré, ou la commande est annulée. Contactez-nous si vous avez besoin d’aide.',
  },
  en: {
    title: 'A price of your booking changed',
    change: (number: string) => `The agency changed a price of your order ${number}:`,
    line: 'Line',
    price: (before: string, after: string) => `CHF ${before} → CHF ${after}`,
    total: 'Order total',
    until: (at: string) => `You may withdraw your booking at no cost until ${at}: everything you paid will be refunded and the booking cancelled.`,
    keep: 'If you accept the change, there is nothing to do.',
    go: 'Withdraw my booking at no cost',
    done: (refund: string) => `Your booking is cancelled. We are refunding CHF ${refund} to the means of payment you used; an e-mail confirms it.`,
    gone: 'This link is no longer valid: the time to withdraw is over, you already withdrew, or the order is cancelled. Contact us if you need help.',
  },
} as const

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
  const locale = useLocale() === 'en' ? 'en' : 'fr'
  const t = TEXTS[locale]
  const offer = loaderData.offer
  if (actionData && actionData.refund !== null) {
    return (
      <PageShell title={t.title}>
        <meta name="robots" content="noindex" />
        <p className="alert alert-success" role="status">
          {t.done(formatAmount(actionData.refund))}
        </p>
      </PageShell>
    )
  }
  return (
    <PageShell title={t.title}>
      <meta name="robots" content="noindex" />
      {offer && !actionData ? (
        <>
          <p>{t.change(offer.number)}</p>
          <dl>
            <dt>{t.line}</dt>
            <dd>
              {textIn(offer.item, locale)}: {t.price(formatAmount(offer.itemBefore), formatAmount(offer.itemAfter))}
            </dd>
            <dt>{t.total}</dt>
            <dd>{t.price(formatAmount(offer.orderBefore), formatAmount(offer.orderAfter))}</dd>
          </dl>
          <p>{t.until(formatLongDateTime(offer.until, locale))}</p>
          <p>{t.keep}</p>
          <Form method="post" reloadDocument>
            <button type="submit" className="btn btn-danger">
              {t.go}
            </button>
          </Form>
        </>
      ) : (
        <p className="alert alert-danger" role="alert">
          {t.gone}
        </p>
      )}
    </PageShell>
  )
}
