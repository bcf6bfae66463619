import { data, Form, redirect } from 'react-router'
import type { Route } from './+types/checkout-resume'
import { PageShell } from '../components/PageShell'
import { useTranslation } from '../i18n/react'
import { localized } from '../lib/request-locale.server'
import { CHECKOUT_PATHS } from '../lib/checkout-paths'
import { formatAmount } from '../../domain/format/money'
import { agreedCartLink, resumeAgreedCart } from '../../domain/orders/group-agreement.server'
import { cartCookie } from '../../server/shop/cart-cookie'

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
  const { t } = useTranslation('cart')
  const link = actionData?.gone ? null : loaderData.link
  return (
    <PageShell title={t('resume.title')}>
      <meta name="robots" content="noindex" />
      {link ? (
        <>
          <p>{t('resume.ready', { number: link.number, total: formatAmount(link.total) })}</p>
          <Form method="post" reloadDocument>
            <button type="submit" className="btn btn-theme">
              {t('resume.go')}
            </button>
          </Form>
        </>
      ) : (
        <p className="alert alert-danger">{t('resume.gone')}</p>
      )}
    </PageShell>
  )
}
