import { describe, expect, it } from 'vitest'
import { addDays } from './calendar'
import { checkStay, DEFAULT_STAY_RULES, isArrivalDay, isDepartureDay, stayRulesOf, type StayRules } from './stay-rules'

const stay = (arrival: string, departure: string) => ({ arrival, departure })
const codeOf = (rules: StayRules, arrival: string, departure: string) => {
  const check = checkStay(rules, stay(arrival, departure))
  return check.ok ? 'ok' : check.code
}

describe('checkStay with the default rules (Saturday to Saturday, 1 to 12 weeks)', () => {
  const rules = DEFAULT_STAY_RULES
  it('accepts one week, with its nights', () => {
    expect(checkStay(rules, stay('2026-07-04', '2026-07-11'))).toEqual({
      ok: true,
      arrival: '2026-07-04',
      departure: '2026-07-11',
      nights: 7,
    })
  })
  it('counts 7 nights across the summer-time changes and the year end', () => {
    for (const [arrival, departure] of [
      ['2026-03-28', '2026-04-04'],
      ['2026-10-24', '2026-10-31'],
      ['2026-12-26', '2027-01-02'],
    ]) {
      expect(checkStay(rules, stay(arrival, departure))).toMatchObject({ ok: true, nights: 7 })
    }
  })
  it('refuses any other weekday with the SPEC message, in French and English', () => {
    expect(checkStay(rules, stay('2026-07-05', '2026-07-11'))).toEqual({
      ok: false,
      code: 'arrival_weekday',
      messages: {
        fr: 'Vous ne pouvez sélectionner que des périodes du samedi au samedi.',
        en: 'You can only select periods from Saturday to Saturday.',
      },
    })
    expect(codeOf(rules, '2026-07-04', '2026-07-12')).toBe('departure_weekday')
    expect(codeOf(rules, '2026-07-03', '2026-07-12')).toBe('arrival_weekday')
  })
  it('refuses less than a week (a stay ending on its arrival day too) and an end before the start', () => {
    expect(checkStay(rules, stay('2026-07-04', '2026-07-04'))).toMatchObject({
      code: 'too_short',
      messages: { en: 'The period selected is less than 1 week.', fr: 'La période sélectionnée est inférieure à 1 semaine.' },
    })
    expect(codeOf(rules, '2026-07-11', '2026-07-04')).toBe('end_before_start')
  })
  it('accepts 12 weeks and refuses 13', () => {
    expect(codeOf(rules, '2026-12-19', addDays('2026-12-19', 84))).toBe('ok')
    expect(checkStay(rules, stay('2026-12-19', addDays('2026-12-19', 91)))).toMatchObject({
      code: 'too_long',
      messages: { en: 'The period selected is longer than 12 weeks.', fr: 'La période sélectionnée est supérieure à 12 semaines.' },
    })
  })
  it('refuses dates that do not exist or are badly written', () => {
    expect(codeOf(rules, '2026-02-29', '2026-03-07')).toBe('invalid_date')
    expect(codeOf(rules, '04.07.2026', '2026-07-11')).toBe('invalid_date')
  })
})

describe('checkStay with a rental of its own', () => {
  // Arrive Friday, Saturday or Sunday; leave Saturday or Sunday; 3 to 10 nights.
  const rules: StayRules = { minNights: 3, maxNights: 10, arrivalWeekdays: [5, 6, 0], departureWeekdays: [6, 0] }
  it('takes the minimum and maximum nights at their boundaries', () => {
    expect(codeOf(rules, '2026-07-02', '2026-07-04')).toBe('arrival_weekday') // a Thursday
    expect(codeOf(rules, '2026-07-03', '2026-07-05')).toBe('too_short') // Fri → Sun, 2 nights
    expect(codeOf(rules, '2026-07-04', '2026-07-11')).toBe('ok') // 7 nights
    expect(codeOf(rules, '2026-07-03', '2026-07-12')).toBe('ok') // Fri → Sun, 9 nights
    expect(checkStay(rules, stay('2026-07-03', '2026-07-18'))).toMatchObject({
      code: 'too_long',
      messages: { en: 'The period selected is longer than 10 nights.' },
    })
  })
  it('names the allowed days when a day is wrong', () => {
    expect(checkStay(rules, stay('2026-07-04', '2026-07-08'))).toMatchObject({
      code: 'departure_weekday',
      messages: { en: 'Departure is only possible on Saturday or Sunday.', fr: "Le départ n'est possible que le samedi ou le dimanche." },
    })
  })
  it('knows arrival and departure days', () => {
    expect(isArrivalDay(rules, '2026-07-03')).toBe(true)
    expect(isArrivalDay(rules, '2026-07-06')).toBe(false)
    expect(isDepartureDay(rules, '2026-07-05')).toBe(true)
    expect(isDepartureDay(rules, '2026-07-03')).toBe(false)
    expect(isArrivalDay(rules, 'not a date')).toBe(false)
  })
})

describe('stayRulesOf', () => {
  it('gives the defaults for a rental without rules', () => {
    expect(stayRulesOf(null)).toEqual(DEFAULT_STAY_RULES)
    expect(stayRulesOf(undefined)).toEqual({ minNights: 7, maxNights: 84, arrivalWeekdays: [6], departureWeekdays: [6] })
  })
  it('takes what it understands and defaults the rest', () => {
    expect(stayRulesOf({ minNights: 14, arrivalWeekdays: [0, 6, 6] })).toEqual({
      minNights: 14,
      maxNights: 84,
      arrivalWeekdays: [0, 6],
      departureWeekdays: [6],
    })
    expect(stayRulesOf({ minNights: 0, maxNights: '20', arrivalWeekdays: [], departureWeekdays: [7] })).toEqual(DEFAULT_STAY_RULES)
    expect(stayRulesOf({ minNights: 2.5, maxNights: 10_000 })).toEqual(DEFAULT_STAY_RULES)
  })
  it('raises a maximum below the minimum', () => {
    expect(stayRulesOf({ minNights: 21, maxNights: 14 })).toMatchObject({ minNights: 21, maxNights: 21 })
  })
})
