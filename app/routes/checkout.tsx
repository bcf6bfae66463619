import { useTranslation } from '../i18n/react'
import { Outlet, useLocation } from 'react-router'
import { stripLocale } from '../i18n/config'
import { LocalizedLink } from '../lib/locale'

// The order a guest expects (issue 26): the cart, then sign in or continue as a guest, then the
// contact details, then the summary and the payment.
const STEPS = [
  { path: '/commande/mon-panier', key: 'checkoutCart' },
  { path: '/commande/sign-in', key: 'checkoutSignIn' },
  { path: '/commande/mes-donnees', key: 'checkoutContact' },
  { path: '/commande/recapitulatif-paiement', key: 'checkoutSummary' },
] as const

/** The checkout steps, numbered, above each step's page. */
export default function CheckoutLayout() {
  const { t } = useTranslation('pages')
  const current = stripLocale(useLocation().pathname)
  return (
    <>
      <nav aria-label={t('checkout.steps')} className="checkout-steps container">
        <ol>
          {STEPS.map((step, i) => (
            <li key={step.path} className={step.path === current ? 'current' : undefined}>
              <LocalizedLink to={step.path} aria-current={step.path === current ? 'step' : undefined}>
                <span className="step-number">{i + 1}</span> {t(`${step.key}.step`)}
              </LocalizedLink>
            </li>
          ))}
        </ol>
      </nav>
      <Outlet />
    </>
  )
}
