/**
 * What the booking rules tell a visitor when they refuse, by stable code, in French and English
 * (other languages fall back to French, DESIGN §3). The rental-period texts of SPEC §5 and the
 * "Unavailable price" / "No availability" of SPEC §8 are word for word; the others name the values
 * of the rule that refused (weekdays, nights, persons, days), so the data of a rental shows through.
 * The booking box shows `textIn(messages, locale)`; the shop API answers `{code, message}` with the same text.
 */
import { formatDate } from '../../format/date'
import type { Bilingual } from '../../i18n/bilingual'
import type { Weekday } from './calendar'

const WEEKDAYS: Record<keyof Bilingual, readonly string[]> = {
  fr: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** A length of stay: in weeks when it is whole weeks ("1 week", "2 semaines"), else in nights. */
export function stayLength(nights: number): Bilingual {
  if (nights > 0 && nights % 7 === 0) {
    const weeks = nights / 7
    return { fr: plural(weeks, 'semaine', 'semaines'), en: plural(weeks, 'week', 'weeks') }
  }
  return { fr: plural(nights, 'nuit', 'nuits'), en: plural(nights, 'night', 'nights') }
}

/** Weekdays in the order of the date picker (Monday first), joined with "or" / "ou". */
function weekdayList(days: readonly Weekday[], language: keyof Bilingual, article = ''): string {
  const names = [...new Set(days)].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7)).map((d) => article + WEEKDAYS[language][d])
  const or = language === 'fr' ? ' ou ' : ' or '
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')}${or}${names[names.length - 1]}`
}

type Days = { arrivalWeekdays: readonly Weekday[]; departureWeekdays: readonly Weekday[] }

const singleDays = (days: Days) => days.arrivalWeekdays.length === 1 && days.departureWeekdays.length === 1

/**
 * With one arrival day and one departure day the message names both, as SPEC §5 does for
 * "from Saturday to Saturday", whichever end is wrong; with a choice of days it names the choice.
 */
function fromTo(days: Days): Bilingual {
  const [arrival, departure] = [days.arrivalWeekdays[0] as Weekday, days.departureWeekdays[0] as Weekday]
  return {
    fr: `Vous ne pouvez sélectionner que des périodes du ${WEEKDAYS.fr[arrival]} au ${WEEKDAYS.fr[departure]}.`,
    en: `You can only select periods from ${WEEKDAYS.en[arrival]} to ${WEEKDAYS.en[departure]}.`,
  }
}

const MESSAGES = {
  invalid_date: (): Bilingual => ({
    fr: 'Les dates de la période doivent être des dates réelles écrites AAAA-MM-JJ.',
    en: 'The dates of the period must be real dates written YYYY-MM-DD.',
  }),
  arrival_weekday: (days: Days): Bilingual =>
    singleDays(days)
      ? fromTo(days)
      : {
          fr: `L'arrivée n'est possible que ${weekdayList(days.arrivalWeekdays, 'fr', 'le ')}.`,
          en: `Arrival is only possible on ${weekdayList(days.arrivalWeekdays, 'en')}.`,
        },
  departure_weekday: (days: Days): Bilingual =>
    singleDays(days)
      ? fromTo(days)
      : {
          fr: `Le départ n'est possible que ${weekdayList(days.departureWeekdays, 'fr', 'le ')}.`,
          en: `Departure is only possible on ${weekdayList(days.departureWeekdays, 'en')}.`,
        },
  end_before_start: (): Bilingual => ({
    fr: 'La fin de la période doit suivre son début.',
    en: 'The end of the period must come after its start.',
  }),
  too_short: (minNights: number): Bilingual => ({
    fr: `La période sélectionnée est inférieure à ${stayLength(minNights).fr}.`,
    en: `The period selected is less than ${stayLength(minNights).en}.`,
  }),
  too_long: (maxNights: number): Bilingual => ({
    fr: `La période sélectionnée est supérieure à ${stayLength(maxNights).fr}.`,
    en: `The period selected is longer than ${stayLength(maxNights).en}.`,
  }),
  invalid_guests: (): Bilingual => ({
    fr: "Le nombre d'adultes doit être un nombre entier.",
    en: 'The number of adults must be a whole number.',
  }),
  invalid_child_age: (): Bilingual => ({
    fr: "L'âge de chaque enfant doit être un nombre entier de 0 à 17 ans.",
    en: "Each child's age must be a whole number from 0 to 17.",
  }),
  no_adult: (): Bilingual => ({
    fr: 'Le séjour doit compter au moins un adulte.',
    en: 'The stay must include at least one adult.',
  }),
  over_capacity: (persons: number, given: number): Bilingual => ({
    fr: `Ce logement accueille au plus ${plural(persons, 'personne', 'personnes')} : vous en avez indiqué ${given}.`,
    en: `This rental sleeps at most ${plural(persons, 'person', 'persons')}: you have entered ${given}.`,
  }),
  price_unavailable: (): Bilingual => ({ fr: 'Prix non disponible', en: 'Unavailable price' }),
  no_availability: (): Bilingual => ({ fr: 'Pas de disponibilité', en: 'No availability' }),
  tourist_tax_unknown: (night: string): Bilingual => ({
    fr: `La taxe de séjour de la nuit du ${formatDate(night)} n'est pas connue.`,
    en: `The tourist tax for the night of ${formatDate(night)} is not known.`,
  }),
  invalid_amount: (): Bilingual => ({
    fr: 'Les montants doivent être des nombres entiers de centimes, positifs ou nuls.',
    en: 'Amounts must be whole numbers of centimes, 0 or more.',
  }),
  stay_started: (): Bilingual => ({
    fr: 'Ce séjour a déjà commencé : il ne peut plus être annulé.',
    en: 'This stay has already begun: it can no longer be cancelled.',
  }),
  graded_payment_unavailable: (minDaysAhead: number): Bilingual => ({
    fr: `Le paiement en deux fois n'est possible que pour un séjour qui commence dans ${minDaysAhead} jours ou plus.`,
    en: `Payment in two instalments is only possible for a stay starting in ${minDaysAhead} days or more.`,
  }),
} as const

export type BookingRefusalCode = keyof typeof MESSAGES

type MessageParams<C extends BookingRefusalCode> = Parameters<(typeof MESSAGES)[C]>

/** The French and English texts of a refusal. */
export function bookingMessages<C extends BookingRefusalCode>(code: C, ...params: MessageParams<C>): Bilingual {
  const texts = MESSAGES[code] as (...args: MessageParams<C>) => Bilingual
  return texts(...params)
}

/** A rule's "no": a stable code (APIs and pages may rely on it) and its texts in both languages. */
export type Refusal<C extends BookingRefusalCode = BookingRefusalCode> = {
  ok: false
  code: C
  messages: Bilingual
}

export function refusal<C extends BookingRefusalCode>(code: C, ...params: MessageParams<C>): Refusal<C> {
  return { ok: false, code, messages: bookingMessages(code, ...params) }
}
