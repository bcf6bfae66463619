import { data, Form, redirect } from 'react-router'
import type { Route } from './+types/checkout-resume'
import { PageShell } from '../components/PageShell'
import { useLocale } from '../lib/locale'
import { localized } from '../lib/request-locale.server'
import { CHECKOUT_PATHS } from '../lib/checkout-paths'
import { formatAmount } from '../../domain/format/money'
import { agreedCartLink, resumeAgreedCart } from '../../domain/orders/group-agreement.server'
import { cartCookie } from '../../server/shop/cart-cookie'

const TEXTS = {
  fr: {
    title: 'Payer votre réservation de groupe',
    ready: (number: string, total: string) => `L’agence a accepté votre réservation de groupe (commande ${number}, CHF ${total}). Continuez pour vérifier le récapitulatif et payer.`,
    go: 'Continuer vers le paiement',
    gone: 'Ce lien n’est plus valable : la réservation a déjà été reprise, payée, ou son délai est échu. Contactez-nous si vous avez besoin d’aide.',
  },
  en: {
    title: 'Pay your group booking',
    ready: (number: string, total: string) => `The agency has accepted your group booking (order ${number}, CHF ${total}). Continue to check the summary and pay.`,
    go: 'Continue to payment',
    gone: 'This link is no longer valid: the booking was already taken up, paid, or its time ran out. Contact us if you need help.',
  },
} as const

/**
 * The link of an agreed group booking's e-mail. Opening it changes nothing (mail scanners open links
 * too); the button takes the cart to this browser and goes on to the summary.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await agreedCartLink(context.db, params.token)
  return data({ link }, { status: link ? 200 : 410, headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const resumed = await resumeAgreedCart(context.db, params.token)
  if (!resumed) return data({ gone: true }, { status: 410 })
  return redirect(localized(CHECKOUT_PATHS.summary, request), {
    status: 303,
    headers: { 'Set-Cookie': cartCookie(resumed.token, context.auth.secureCookies), 'Cache-Control': 'private, no-store' },
  })
}

export default function CheckoutResume({ loaderData, actionData }: Route.ComponentProps) {
  const t = TEXTS[useLocale() === 'en' ? 'en' : 'fr']
  const link = actionData?.gone ? null : loaderData.link
  return (
    <PageShell title={t.title}>
      <meta name="robots" content="noindex" />
      {link ? (
        <>
          <p>{t.ready(link.number, formatAmount(link.total))}</p>
          <Form method="post" reloadDocument>
            <button type="submit" className="btn btn-theme">
              {t.go}
            </button>
          </Form>
        </>
      ) : (
        <p className="alert alert-danger">{t.gone}</p>
      )}
    </PageShell>
  )
}
