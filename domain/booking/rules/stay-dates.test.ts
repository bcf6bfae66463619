import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, type Weekday } from './calendar'
import { arrivalDates, departureDates, freeNightsOf, LONGEST_RANGE_DAYS, stayDates } from './stay-dates'
import { DEFAULT_STAY_RULES, type StayRules } from './stay-rules'

const week = (startDate: string, endDate: string, available: boolean) => ({ startDate, endDate, available })

describe('the date picker with the default rules', () => {
  const rules = DEFAULT_STAY_RULES
  it('offers every Saturday as an arrival when all is free', () => {
    expect(arrivalDates(rules, { from: '2026-03-23', to: '2026-04-05' })).toEqual(['2026-03-28', '2026-04-04'])
  })
  it('offers the Saturdays one to twelve weeks after an arrival, across the year end', () => {
    const departures = departureDates(rules, '2026-12-19')
    expect(departures).toHaveLength(12)
    expect(departures.slice(0, 3)).toEqual(['2026-12-26', '2027-01-02', '2027-01-09'])
    expect(departures[11]).toBe('2027-03-13')
    expect(departureDates(rules, '2026-12-20')).toEqual([])
  })
  it('follows the available weeks: no arrival in a taken week, no departure beyond one', () => {
    const isFree = freeNightsOf([
      week('2026-10-17', '2026-10-24', true),
      week('2026-10-24', '2026-10-31', true), // the week of the change to winter time
      week('2026-10-31', '2026-11-07', false),
      week('2026-11-07', '2026-11-14', true),
    ])
    expect(departureDates(rules, '2026-10-17', isFree)).toEqual(['2026-10-24', '2026-10-31'])
    expect(arrivalDates(rules, { from: '2026-10-17', to: '2026-11-14' }, isFree)).toEqual([
      '2026-10-17',
      '2026-10-24',
      '2026-11-07',
    ])
  })
  it('treats weeks without a price as unavailable', () => {
    const isFree = freeNightsOf([week('2026-07-04', '2026-07-11', true)])
    expect(departureDates(rules, '2026-07-04', isFree)).toEqual(['2026-07-11'])
    expect(departureDates(rules, '2026-07-11', isFree)).toEqual([])
  })
})

describe('the date picker with a rental of its own', () => {
  const rules: StayRules = { minNights: 3, maxNights: 5, arrivalWeekdays: [5, 6], departureWeekdays: [0, 1, 2, 3] }
  it('offers the departures between the minimum and maximum nights on departure days', () => {
    // Friday 3 July: Mon 6 (3 nights), Tue 7 (4), Wed 8 (5); Sunday 5 would be 2 nights.
    expect(departureDates(rules, '2026-07-03')).toEqual(['2026-07-06', '2026-07-07', '2026-07-08'])
  })
  it('stops at the first taken night, which may still be a departure day', () => {
    const isFree = (night: string) => night !== '2026-07-06'
    expect(departureDates(rules, '2026-07-03', isFree)).toEqual(['2026-07-06'])
    expect(departureDates(rules, '2026-07-04', isFree)).toEqual([]) // Sat → Mon would be 2 nights
    expect(arrivalDates(rules, { from: '2026-06-29', to: '2026-07-05' }, isFree)).toEqual(['2026-07-03'])
  })
  it('gives nothing for bad dates and looks at most two years ahead', () => {
    expect(arrivalDates(rules, { from: 'x', to: '2026-07-05' })).toEqual([])
    expect(departureDates(rules, '2026-13-01')).toEqual([])
    const everyDay = [0, 1, 2, 3, 4, 5, 6] as const
    const far = arrivalDates({ ...rules, arrivalWeekdays: everyDay, departureWeekdays: everyDay }, { from: '2026-01-01', to: '2099-12-31' })
    expect(far).toHaveLength(LONGEST_RANGE_DAYS)
  })
})

describe('both lists of the booking form at once', () => {
  it('are the arrivals and every departure of each arrival, whatever the rules and the free nights', () => {
    const weekday = fc.integer({ min: 0, max: 6 }) as fc.Arbitrary<Weekday>
    const rules = fc
      .record({ min: fc.integer({ min: 1, max: 20 }), extra: fc.integer({ min: 0, max: 30 }), arrive: fc.uniqueArray(weekday, { minLength: 1 }), leave: fc.uniqueArray(weekday, { minLength: 1 }) })
      .map(({ min, extra, arrive, leave }): StayRules => ({ minNights: min, maxNights: min + extra, arrivalWeekdays: arrive, departureWeekdays: leave }))
    fc.assert(
      fc.property(rules, fc.integer({ min: 0, max: 400 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 120 }), (stayRules, offset, nights) => {
        const from = addDays('2026-12-26', offset - 200)
        const to = addDays(from, nights.length)
        const isFree = (night: string) => nights[Math.round((Date.parse(night) - Date.parse(from)) / 86_400_000)] === true
        const arrivals = arrivalDates(stayRules, { from, to }, isFree)
        const departures = [...new Set(arrivals.flatMap((arrival) => departureDates(stayRules, arrival, isFree)))].sort()
        expect(stayDates(stayRules, { from, to }, isFree)).toEqual({ arrivals, departures })
      }),
      { numRuns: 300 },
    )
  })
  it('are empty for bad dates', () => {
    expect(stayDates(DEFAULT_STAY_RULES, { from: '2026-02-30', to: '2026-07-05' })).toEqual({ arrivals: [], departures: [] })
  })
})
