import { describe, expect, it } from 'vitest'
import { bookingMessages, refusal, stayLength } from './messages'
import { textIn } from '../../i18n/bilingual'

describe('booking messages', () => {
  it('gives the SPEC §5 period texts word for word in both languages', () => {
    const saturdays = { arrivalWeekdays: [6], departureWeekdays: [6] } as const
    expect(bookingMessages('arrival_weekday', saturdays)).toEqual({
      fr: 'Vous ne pouvez sélectionner que des périodes du samedi au samedi.',
      en: 'You can only select periods from Saturday to Saturday.',
    })
    expect(bookingMessages('departure_weekday', saturdays)).toEqual(bookingMessages('arrival_weekday', saturdays))
    expect(bookingMessages('too_short', 7)).toEqual({
      fr: 'La période sélectionnée est inférieure à 1 semaine.',
      en: 'The period selected is less than 1 week.',
    })
  })
  it('gives the SPEC §8 price and availability texts', () => {
    expect(bookingMessages('price_unavailable')).toEqual({ fr: 'Prix non disponible', en: 'Unavailable price' })
    expect(bookingMessages('no_availability')).toEqual({ fr: 'Pas de disponibilité', en: 'No availability' })
  })
  it('names other weekdays, Monday first', () => {
    expect(bookingMessages('arrival_weekday', { arrivalWeekdays: [0], departureWeekdays: [0] }).en).toBe(
      'You can only select periods from Sunday to Sunday.',
    )
    const choice = { arrivalWeekdays: [0, 6, 5], departureWeekdays: [6] } as const
    expect(bookingMessages('arrival_weekday', choice)).toEqual({
      fr: "L'arrivée n'est possible que le vendredi, le samedi ou le dimanche.",
      en: 'Arrival is only possible on Friday, Saturday or Sunday.',
    })
    expect(bookingMessages('departure_weekday', { arrivalWeekdays: [6], departureWeekdays: [6, 0] })).toEqual({
      fr: "Le départ n'est possible que le samedi ou le dimanche.",
      en: 'Departure is only possible on Saturday or Sunday.',
    })
  })
  it('names lengths in weeks when whole, else in nights', () => {
    expect(stayLength(14)).toEqual({ fr: '2 semaines', en: '2 weeks' })
    expect(stayLength(1)).toEqual({ fr: '1 nuit', en: '1 night' })
    expect(stayLength(10)).toEqual({ fr: '10 nuits', en: '10 nights' })
    expect(bookingMessages('too_long', 84).en).toBe('The period selected is longer than 12 weeks.')
    expect(bookingMessages('too_short', 3).fr).toBe('La période sélectionnée est inférieure à 3 nuits.')
  })
  it('names the capacity, in the singular too', () => {
    expect(bookingMessages('over_capacity', 6, 7)).toEqual({
      fr: 'Ce logement accueille au plus 6 personnes : vous en avez indiqué 7.',
      en: 'This rental sleeps at most 6 persons: you have entered 7.',
    })
    expect(bookingMessages('over_capacity', 1, 2).en).toBe('This rental sleeps at most 1 person: you have entered 2.')
  })
  it('shows dates DD.MM.YYYY', () => {
    expect(bookingMessages('tourist_tax_unknown', '2017-12-31').fr).toBe(
      "La taxe de séjour de la nuit du 31.12.2017 n'est pas connue.",
    )
  })
  it('builds refusals and picks a language, French by default', () => {
    const no = refusal('no_adult')
    expect(no).toEqual({ ok: false, code: 'no_adult', messages: bookingMessages('no_adult') })
    expect(textIn(no.messages, 'en')).toBe('The stay must include at least one adult.')
    expect(textIn(no.messages, 'de')).toBe('Le séjour doit compter au moins un adulte.')
  })
})
