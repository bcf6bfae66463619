import { Form, useNavigation, useSearchParams } from 'react-router'
import { useLocale } from '../../lib/locale'

const TEXTS = {
  fr: {
    heading: 'Réservation de groupe',
    explain:
      'Votre panier réserve plusieurs logements pour des dates qui se recouvrent. Selon nos conditions générales, une réservation de groupe demande l’accord préalable de l’agence : demandez-le ici, nous vous répondons par e-mail dans les 48 heures, pendant lesquelles les semaines vous sont réservées. Rien n’est débité avant notre accord.',
    ask: 'Demander l’accord de l’agence',
    asking: 'Envoi de la demande…',
    requested: 'Votre demande est envoyée : les semaines vous sont réservées 48 heures. Vous recevrez par e-mail notre réponse et, si nous acceptons, le lien pour payer.',
    refused: 'L’agence n’a pas pu accepter cette réservation de groupe et les semaines ont été libérées. Modifiez votre panier ou contactez-nous.',
    failed: {
      no_availability: 'Une des semaines n’est plus disponible : modifiez votre panier.',
      not_group: 'Votre panier n’est plus une réservation de groupe : vous pouvez payer.',
      no_contact: 'Saisissez d’abord vos coordonnées.',
      not_found: 'Votre panier est introuvable.',
    },
  },
  en: {
    heading: 'Group booking',
    explain:
      'Your cart books several homes for overlapping dates. Under our general terms a group booking needs the agency’s prior agreement: ask for it here, we answer by e-mail within 48 hours, during which the weeks are held for you. Nothing is charged before we agree.',
    ask: 'Ask for the agency’s agreement',
    asking: 'Sending the request…',
    requested: 'Your request is sent: the weeks are held for you for 48 hours. You will receive our answer by e-mail and, if we agree, the link to pay.',
    refused: 'The agency could not accept this group booking and the weeks were released. Change your cart or contact us.',
    failed: {
      no_availability: 'One of the weeks is no longer available: change your cart.',
      not_group: 'Your cart is no longer a group booking: you can pay.',
      no_contact: 'Enter your contact details first.',
      not_found: 'Your cart cannot be found.',
    },
  },
} as const

export type AgreementFailure = keyof (typeof TEXTS)['fr']['failed']

/**
 * In place of the pay button for a group booking the agency has not agreed to: why, and the button
 * that asks (a plain form post); then where the request stands.
 */
export function GroupAgreement({ state, failure }: { state: 'requested' | 'refused' | null; failure: AgreementFailure | null }) {
  const t = TEXTS[useLocale() === 'en' ? 'en' : 'fr']
  const navigation = useNavigation()
  const [search] = useSearchParams()
  const asking = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'agreement'
  const justAsked = search.get('agreement') === 'requested'
  return (
    <section className="checkout-card" aria-labelledby="summary-group">
      <h2 id="summary-group">{t.heading}</h2>
      {failure ? (
        <p className="alert alert-danger" role="alert">
          {t.failed[failure]}
        </p>
      ) : null}
      {state === 'requested' ? (
        <p className="alert alert-info" role={justAsked ? 'status' : undefined}>
          {t.requested}
        </p>
      ) : state === 'refused' ? (
        <p className="alert alert-danger">{t.refused}</p>
      ) : (
        <>
          <p>{t.explain}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="agreement" />
            <button type="submit" className="btn btn-theme" aria-disabled={asking || undefined}>
              {asking ? t.asking : t.ask}
            </button>
          </Form>
        </>
      )}
    </section>
  )
}
