/**
 * What a payment provider call can fail with, by stable code, with what the visitor may be told in
 * French and English. `detail` is for the logs (a status code, the provider's own error code),
 * never a secret and never shown to the visitor.
 */
import type { Bilingual } from '../i18n/bilingual'

export type PaymentProviderErrorCode = 'provider_unavailable' | 'provider_refused' | 'unknown_transaction'

const MESSAGES: Record<PaymentProviderErrorCode, Bilingual> = {
  provider_unavailable: {
    fr: 'Le service de paiement ne répond pas. Veuillez réessayer dans quelques minutes.',
    en: 'The payment service is not answering. Please try again in a few minutes.',
  },
  provider_refused: {
    fr: 'Le service de paiement a refusé la demande. Veuillez réessayer ou contacter l’agence.',
    en: 'The payment service refused the request. Please try again or contact the agency.',
  },
  unknown_transaction: {
    fr: 'Ce paiement est introuvable.',
    en: 'This payment cannot be found.',
  },
}

export class PaymentProviderError extends Error {
  readonly code: PaymentProviderErrorCode
  readonly messages: Bilingual
  readonly detail: string

  constructor(code: PaymentProviderErrorCode, detail: string, options?: { cause?: unknown }) {
    super(`${code}: ${detail}`, options)
    this.name = 'PaymentProviderError'
    this.code = code
    this.messages = MESSAGES[code]
    this.detail = detail
  }
}
