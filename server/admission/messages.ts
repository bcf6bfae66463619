import type { Refusal } from '../input/messages'
import type { AdmissionRefusal } from './admission'
import { textIn } from '../../domain/i18n/bilingual'

type Texts = { busyTitle: string; busy: string; tooManyTitle: string; tooMany: (seconds: number) => string }

const fr: Texts = {
  busyTitle: 'Site très sollicité',
  busy: 'Le site est très sollicité en ce moment : réessayez dans quelques secondes.',
  tooManyTitle: 'Trop de demandes',
  tooMany: (seconds) => `Trop de demandes depuis votre adresse en peu de temps : réessayez dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`,
}

const en: Texts = {
  busyTitle: 'Site very busy',
  busy: 'The site is very busy right now: please try again in a few seconds.',
  tooManyTitle: 'Too many requests',
  tooMany: (seconds) => `Too many requests from your address in a short time: please try again in ${seconds} second${seconds > 1 ? 's' : ''}.`,
}

const textsOf = (locale: string): Texts => textIn({ fr, en }, locale)

function wording(refusal: AdmissionRefusal, locale: string): { title: string; message: string } {
  const t = textsOf(locale)
  return refusal.status === 429 ? { title: t.tooManyTitle, message: t.tooMany(refusal.retryAfterSeconds) } : { title: t.busyTitle, message: t.busy }
}

/**
 * An admission refusal as the input boundary answers refusals (each API family's shape, a page for
 * a browser): in the visitor's language, the page with the other language under it.
 */
export function admissionRefusal(refusal: AdmissionRefusal, locale: string): Refusal {
  const other = locale === 'en' ? 'fr' : 'en'
  return {
    status: refusal.status,
    code: refusal.status === 429 ? 'TOO_MANY_REQUESTS' : 'SERVER_BUSY',
    ...wording(refusal, locale),
    also: { locale: other, ...wording(refusal, other) },
  }
}
