import { describe, expect, it } from 'vitest'
import { DEFAULT_STAY_RULES, type StayRules } from './rules/stay-rules'
import { rentalStayRules, stayChoices, stayRefusal } from './stay-price'

const week = (startDate: string, endDate: string, available = true) => ({ startDate, endDate, available })

describe('stayRefusal', () => {
  it('names the weeks at fault in both languages', () => {
    const refusal = { code: 'no_availability', messages: { fr: 'Pas de disponibilité', en: 'No availability' }, weeks: ['2026-12-19'] }
    expect(stayRefusal(refusal)).toEqual({
      code: 'no_availability',
      messages: { fr: 'Pas de disponibilité : semaine du 19.12.2026.', en: 'No availability: week of 19.12.2026.' },
      weeks: ['2026-12-19'],
    })
    expect(stayRefusal({ ...refusal, code: 'price_unavailable', messages: { fr: 'Prix non disponible', en: 'Unavailable price' }, weeks: ['2027-06-05', '2027-06-12'] }).messages).toEqual({
      fr: 'Prix non disponible : semaines du 05.06.2027, 12.06.2027.',
      en: 'Unavailable price: weeks of 05.06.2027, 12.06.2027.',
    })
  })

  it('keeps the message as it is when no week is at fault', () => {
    const messages = { fr: 'La période sélectionnée est inférieure à 1 semaine.', en: 'The period selected is less than 1 week.' }
    expect(stayRefusal({ code: 'too_short', messages })).toEqual({ code: 'too_short', messages, weeks: [] })
  })
})

describe('rentalStayRules', () => {
  it('gives the default rules to a rental without its own', () => {
    expect(rentalStayRules(null)).toBe(DEFAULT_STAY_RULES)
    expect(rentalStayRules({ minNights: 14 }).minNights).toBe(14)
  })
})

describe('stayChoices', () => {
  it('offers the Saturdays of the free weeks; a taken week is neither an arrival nor crossed', () => {
    const weeks = [
      week('2026-12-26', '2027-01-02'),
      week('2026-12-12', '2026-12-19'),
      week('2026-12-19', '2026-12-26', false),
      week('2027-01-02', '2027-01-09'),
    ]
    expect(stayChoices(DEFAULT_STAY_RULES, weeks)).toEqual({
      arrivals: ['2026-12-12', '2026-12-26', '2027-01-02'],
      departures: ['2026-12-19', '2027-01-02', '2027-01-09'],
    })
  })

  it('offers nothing without weeks', () => {
    expect(stayChoices(DEFAULT_STAY_RULES, [])).toEqual({ arrivals: [], departures: [] })
  })

  it('follows rules with other days', () => {
    const rules: StayRules = { minNights: 2, maxNights: 7, arrivalWeekdays: [5, 6], departureWeekdays: [1] }
    // Saturday 19th reaches Monday 21st in free nights; Friday 25th cannot reach a Monday.
    expect(stayChoices(rules, [week('2026-12-19', '2026-12-26')])).toEqual({ arrivals: ['2026-12-19'], departures: ['2026-12-21'] })
  })
})
