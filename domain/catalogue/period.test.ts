import { describe, expect, it } from 'vitest'
import {
  addDays,
  checkPeriod,
  daysBetween,
  isIsoDate,
  isSaturday,
  PERIOD_MESSAGES,
  saturdayOnOrBefore,
  weekStarts,
} from './period'

describe('date-only arithmetic', () => {
  it('adds days across months, years and the summer-time change', () => {
    expect(addDays('2026-03-28', 7)).toBe('2026-04-04')
    expect(addDays('2026-10-24', 7)).toBe('2026-10-31')
    expect(addDays('2026-12-26', 7)).toBe('2027-01-02')
    expect(addDays('2028-02-26', 3)).toBe('2028-02-29')
    expect(addDays('2026-01-03', -7)).toBe('2025-12-27')
  })
  it('counts whole days between two dates', () => {
    expect(daysBetween('2026-03-28', '2026-04-04')).toBe(7)
    expect(daysBetween('2026-04-04', '2026-03-28')).toBe(-7)
  })
  it('knows real ISO dates and Saturdays', () => {
    expect(isIsoDate('2026-02-28')).toBe(true)
    expect(isIsoDate('2026-02-29')).toBe(false)
    expect(isIsoDate('2026-2-28')).toBe(false)
    expect(isIsoDate('2026-02-28T00:00:00Z')).toBe(false)
    expect(isSaturday('2026-01-03')).toBe(true)
    expect(isSaturday('2026-01-04')).toBe(false)
    expect(isSaturday('nope')).toBe(false)
  })
  it('finds the Saturday on or before a date', () => {
    expect(saturdayOnOrBefore('2026-01-03')).toBe('2026-01-03')
    expect(saturdayOnOrBefore('2026-01-09')).toBe('2026-01-03')
    expect(saturdayOnOrBefore('2026-01-04')).toBe('2026-01-03')
    expect(saturdayOnOrBefore('2026-01-01')).toBe('2025-12-27')
  })
  it('lists the week starts of a period', () => {
    expect(weekStarts('2026-12-19', '2027-01-09')).toEqual(['2026-12-19', '2026-12-26', '2027-01-02'])
    expect(weekStarts('2026-12-19', '2026-12-19')).toEqual([])
  })
})

describe('checkPeriod', () => {
  it('accepts Saturday to Saturday, one week or more', () => {
    expect(checkPeriod('2026-07-04', '2026-07-11')).toEqual({
      ok: true,
      from: '2026-07-04',
      to: '2026-07-11',
      weeks: ['2026-07-04'],
    })
    const twoWeeks = checkPeriod('2026-07-04', '2026-07-18')
    expect(twoWeeks.ok && twoWeeks.weeks).toEqual(['2026-07-04', '2026-07-11'])
  })
  it('refuses a day that is not a Saturday, with the specification message', () => {
    for (const [from, to] of [
      ['2026-07-05', '2026-07-11'],
      ['2026-07-04', '2026-07-12'],
      ['2026-07-04', '2026-07-07'],
    ]) {
      expect(checkPeriod(from, to)).toEqual({
        ok: false,
        code: 'not_saturday',
        message: 'You can only select periods from Saturday to Saturday.',
        messages: {
          fr: 'Vous ne pouvez sélectionner que des périodes du samedi au samedi.',
          en: 'You can only select periods from Saturday to Saturday.',
        },
      })
    }
  })
  it('refuses a period shorter than a week', () => {
    expect(checkPeriod('2026-07-04', '2026-07-04')).toEqual({
      ok: false,
      code: 'too_short',
      message: 'The period selected is less than 1 week.',
      messages: {
        fr: 'La période sélectionnée est inférieure à 1 semaine.',
        en: 'The period selected is less than 1 week.',
      },
    })
  })
  it('refuses an end before the start', () => {
    const check = checkPeriod('2026-07-11', '2026-07-04')
    expect(check.ok).toBe(false)
    expect(!check.ok && check.code).toBe('end_before_start')
  })
  it('refuses dates that do not exist or are badly written', () => {
    expect(checkPeriod('2026-02-30', '2026-03-07')).toMatchObject({ ok: false, code: 'invalid_date' })
    expect(checkPeriod('04.07.2026', '2026-07-11')).toMatchObject({ ok: false, code: 'invalid_date' })
  })
  it('refuses more than 12 weeks, the default longest stay', () => {
    expect(checkPeriod('2026-07-04', addDays('2026-07-04', 12 * 7)).ok).toBe(true)
    expect(checkPeriod('2026-07-04', addDays('2026-07-04', 13 * 7))).toMatchObject({
      ok: false,
      code: 'too_long',
      message: 'The period selected is longer than 12 weeks.',
      messages: { fr: 'La période sélectionnée est supérieure à 12 semaines.' },
    })
    expect(PERIOD_MESSAGES.too_long).toBe('The period selected is longer than 12 weeks.')
  })
  it('keeps its English messages for the catalogue API', () => {
    expect(PERIOD_MESSAGES).toEqual({
      invalid_date: 'The dates of the period must be real dates written YYYY-MM-DD.',
      not_saturday: 'You can only select periods from Saturday to Saturday.',
      end_before_start: 'The end of the period must come after its start.',
      too_short: 'The period selected is less than 1 week.',
      too_long: 'The period selected is longer than 12 weeks.',
    })
  })
})
