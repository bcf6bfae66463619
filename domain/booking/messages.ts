/**
 * What the booking calendar says when it refuses, besides the booking rules' own refusals (a taken
 * period is the rules' `no_availability`, "No availability", SPEC §8). Stable codes, French and English.
 */
import type { Bilingual } from '../i18n/bilingual'

export const CALENDAR_MESSAGES = {
  not_bookable: {
    fr: "Ce logement n'existe pas ou ne se réserve pas à la semaine.",
    en: 'This rental does not exist or is not let by the week.',
  },
  invalid_period: {
    fr: "La période doit aller d'une date réelle AAAA-MM-JJ à une date suivante.",
    en: 'The period must run from a real date written YYYY-MM-DD to a later one.',
  },
  not_confirmed: {
    fr: "Cette réservation n'est pas confirmée : il n'y a rien à annuler.",
    en: 'This booking is not confirmed: there is nothing to cancel.',
  },
  not_blocked: {
    fr: "Cette période n'est pas bloquée : il n'y a rien à débloquer.",
    en: 'This period is not blocked: there is nothing to unblock.',
  },
} as const satisfies Record<string, Bilingual>

export type CalendarRefusalCode = keyof typeof CALENDAR_MESSAGES
