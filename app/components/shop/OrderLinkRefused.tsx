import { addDays } from '../../../domain/booking/rules/calendar'
import { formatDate } from '../../../domain/format/date'
import { LocalizedLink } from '../../lib/locale'
import type { RefusedLink } from '../../lib/order-pages.server'

const TEXTS = {
  fr: {
    invalid: {
      title: 'Lien non valable',
      text: 'Ce lien vers une commande n’est pas valable. Vérifiez qu’il a été copié en entier depuis l’e-mail, ou contactez-nous : nous vous renverrons votre confirmation.',
    },
    expired: {
      title: 'Lien expiré',
      text: (on: string) => `Ce lien vers votre commande n’est plus valable depuis le ${on}. Contactez-nous : nous vous renverrons votre confirmation.`,
    },
    account: 'Si la commande est enregistrée dans votre compte, vous la retrouvez dans Mes dernières réservations.',
    signIn: 'Se connecter',
    contact: 'Nous contacter',
  },
  en: {
    invalid: {
      title: 'Link not valid',
      text: 'This link to an order is not valid. Check that it was copied whole from the e-mail, or contact us: we will send you your confirmation again.',
    },
    expired: {
      title: 'Link expired',
      text: (on: string) => `This link to your order is no longer valid since ${on}. Contact us: we will send you your confirmation again.`,
    },
    account: 'If the order is saved in your account, you find it in My latest bookings.',
    signIn: 'Sign in',
    contact: 'Contact us',
  },
} as const

export function refusedLinkTitle(refused: RefusedLink, locale: 'fr' | 'en'): string {
  return TEXTS[locale][refused.reason].title
}

/** A signed order link that was refused: why, in words a guest can act on, and where to go instead. */
export function OrderLinkRefused({ refused, locale }: { refused: RefusedLink; locale: 'fr' | 'en' }) {
  const t = TEXTS[locale]
  // The day after the last one it opened the order: "no longer valid since".
  const text = refused.reason === 'expired' ? t.expired.text(formatDate(addDays(refused.expiredOn, 1))) : t.invalid.text
  return (
    <>
      <p className="lead" role="alert">
        {text}
      </p>
      <p>{t.account}</p>
      <p>
        <LocalizedLink className="btn btn-theme" to="/login">
          {t.signIn}
        </LocalizedLink>{' '}
        <LocalizedLink className="btn btn-outline" to="/contact">
          {t.contact}
        </LocalizedLink>
      </p>
    </>
  )
}

