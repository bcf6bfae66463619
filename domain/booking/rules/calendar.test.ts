import { describe, expect, it } from 'vitest'
import {
  addDays,
  dateOfDay,
  dayNumber,
  daysBetween,
  earlier,
  isIsoDate,
  isSaturday,
  later,
  resortDate,
  saturdayOnOrBefore,
  todayInResort,
  weekdayOf,
  weekdayOfDay,
  weekStarts,
} from './calendar'

describe('calendar dates', () => {
  it('counts the summer-time weeks as 7 days (last Sundays of March and October)', () => {
    expect(addDays('2026-03-28', 7)).toBe('2026-04-04')
    expect(daysBetween('2026-03-28', '2026-04-04')).toBe(7)
    expect(addDays('2026-10-24', 7)).toBe('2026-10-31')
    expect(daysBetween('2026-10-24', '2026-10-31')).toBe(7)
    expect(daysBetween('2027-03-27', '2027-04-03')).toBe(7)
    expect(weekdayOf('2026-03-29')).toBe(0)
    expect(weekdayOf('2026-10-25')).toBe(0)
  })
  it('crosses year ends and leap days', () => {
    expect(addDays('2026-12-26', 7)).toBe('2027-01-02')
    expect(daysBetween('2027-12-25', '2028-01-01')).toBe(7)
    expect(addDays('2028-02-26', 3)).toBe('2028-02-29')
    expect(weekStarts('2026-12-19', '2027-01-09')).toEqual(['2026-12-19', '2026-12-26', '2027-01-02'])
  })
  it('knows real dates written YYYY-MM-DD only', () => {
    expect(isIsoDate('2028-02-29')).toBe(true)
    expect(isIsoDate('2027-02-29')).toBe(false)
    expect(isIsoDate('2026-7-4')).toBe(false)
    expect(isIsoDate('2026-07-04T00:00:00Z')).toBe(false)
  })
  it('counts days as whole numbers and writes them back as the same dates, every day of four centuries', () => {
    expect(dayNumber('1970-01-01')).toBe(0)
    expect(dateOfDay(-1)).toBe('1969-12-31')
    for (let day = dayNumber('1900-01-01'); day <= dayNumber('2300-12-31'); day++) {
      const iso = new Date(day * 86_400_000).toISOString().slice(0, 10)
      if (dateOfDay(day) !== iso || dayNumber(iso) !== day || weekdayOfDay(day) !== new Date(day * 86_400_000).getUTCDay()) {
        expect({ day, date: dateOfDay(day), weekday: weekdayOfDay(day) }).toEqual({ day: dayNumber(iso), date: iso, weekday: new Date(iso).getUTCDay() })
      }
    }
    expect(() => dateOfDay(Number.NaN)).toThrow(RangeError)
    expect(() => addDays('x', 1)).toThrow(RangeError)
  })
  it('orders dates', () => {
    expect(earlier('2026-12-31', '2027-01-01')).toBe('2026-12-31')
    expect(later('2026-12-31', '2027-01-01')).toBe('2027-01-01')
  })
  it('reads an instant on the clock of Zurich, in winter and in summer', () => {
    // 23:30 UTC is already the next day in Zurich: 00:30 in winter (UTC+1), 01:30 in summer (UTC+2).
    expect(resortDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01')
    expect(resortDate(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29')
    expect(resortDate(new Date('2026-07-03T22:30:00Z'))).toBe('2026-07-04')
    expect(resortDate(new Date('2026-07-03T21:59:59Z'))).toBe('2026-07-03')
    expect(resortDate(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25')
    expect(resortDate('2026-07-04')).toBe('2026-07-04')
    expect(resortDate(new Date('nope'))).toBe('')
  })
  it('knows Saturdays and the Saturday starting the week of a date, across months, years and summer time', () => {
    expect(isSaturday('2026-01-03')).toBe(true)
    expect(isSaturday('2026-01-04')).toBe(false)
    expect(isSaturday('2026-02-30')).toBe(false)
    expect(isSaturday('nope')).toBe(false)
    expect(saturdayOnOrBefore('2026-01-03')).toBe('2026-01-03')
    expect(saturdayOnOrBefore('2026-01-09')).toBe('2026-01-03')
    expect(saturdayOnOrBefore('2026-01-01')).toBe('2025-12-27')
    expect(saturdayOnOrBefore('2026-03-31')).toBe('2026-03-28')
    expect(saturdayOnOrBefore('2028-03-01')).toBe('2028-02-26')
    for (let day = dayNumber('2026-01-01'); day < dayNumber('2027-01-01'); day++) {
      const saturday = saturdayOnOrBefore(dateOfDay(day))
      expect(isSaturday(saturday) && daysBetween(saturday, dateOfDay(day)) < 7 && saturday <= dateOfDay(day)).toBe(true)
    }
  })
  it("gives today's date on the clock it is given, read in Zurich, and on the machine's clock by default", () => {
    expect(todayInResort(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01')
    expect(todayInResort(new Date('2026-07-03T21:59:59Z'))).toBe('2026-07-03')
    expect(todayInResort(new Date('2026-07-03T22:00:00Z'))).toBe('2026-07-04')
    const before = resortDate(new Date())
    const today = todayInResort()
    expect([before, resortDate(new Date())]).toContain(today)
  })
})
