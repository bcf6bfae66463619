/** What the request service tells a visitor, in French and English (other languages: French). */
import { textIn } from '../i18n/bilingual'

const messages = {
  fr: {
    rateLimited: 'Trop de demandes, réessayez dans quelques minutes',
    sent: 'Votre demande a bien été envoyée. Nous vous répondrons rapidement.',
    failed: "Votre demande n'a pas pu être envoyée. Veuillez réessayer dans un instant.",
  },
  en: {
    rateLimited: 'Too many requests, please try again in a few minutes',
    sent: 'Your request has been sent. We will get back to you shortly.',
    failed: 'Your request could not be sent. Please try again in a moment.',
  },
} as const

export type RequestMessageKey = keyof (typeof messages)['fr']

export function requestMessage(key: RequestMessageKey, locale: string): string {
  return textIn<Readonly<Record<RequestMessageKey, string>>>(messages, locale)[key]
}
