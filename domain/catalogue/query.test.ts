import { describe, expect, it } from 'vitest'
import {
  parseId,
  parseLocationFilter,
  parsePriceGridQuery,
  parseSaleFilter,
  parseSelectionLimit,
} from './query'

const message = (result: { ok: boolean; message?: string }) => (result.ok ? null : result.message)

describe('parseId', () => {
  it('takes positive whole numbers only', () => {
    expect(parseId('12')).toBe(12)
    expect(parseId('0')).toBeNull()
    expect(parseId('12a')).toBeNull()
    expect(parseId('-3')).toBeNull()
    expect(parseId('9999999999')).toBeNull()
    expect(parseId(undefined)).toBeNull()
  })
})

describe('parseLocationFilter', () => {
  it('has defaults: weekly rentals by price ascending', () => {
    expect(parseLocationFilter({})).toEqual({
      ok: true,
      value: {
        kind: 'weekly',
        type: undefined,
        rooms: undefined,
        roomsMin: undefined,
        comfortClass: undefined,
        persons: undefined,
        minPrice: undefined,
        maxPrice: undefined,
        period: undefined,
        special: false,
        sort: 'price_asc',
      },
    })
  })
  it('reads every filter, prices from CHF into centimes', () => {
    const result = parseLocationFilter({
      kind: 'weekly',
      type: 'chalet',
      rooms: '4',
      roomsMin: '2',
      comfortClass: '3',
      persons: '6',
      priceMin: '1000',
      priceMax: '5000',
      from: '2026-07-04',
      to: '2026-07-18',
      special: 'true',
      sort: 'room_desc',
      locale: 'en',
    })
    expect(result).toEqual({
      ok: true,
      value: {
        kind: 'weekly',
        type: 'chalet',
        rooms: 4,
        roomsMin: 2,
        comfortClass: 3,
        persons: 6,
        minPrice: 100000,
        maxPrice: 500000,
        period: { from: '2026-07-04', to: '2026-07-18', weeks: ['2026-07-04', '2026-07-11'] },
        special: true,
        sort: 'room_desc',
      },
    })
  })
  it('treats empty parameters as absent', () => {
    expect(parseLocationFilter({ type: '', rooms: ' ' }).ok).toBe(true)
  })
  it('refuses bad values with a clear message', () => {
    expect(message(parseLocationFilter({ kind: 'monthly' }))).toBe("Unknown kind 'monthly': use weekly or annual.")
    expect(message(parseLocationFilter({ type: 'castle' }))).toBe(
      "Unknown type 'castle': use chalet, apartment, studio, duplex or attic.",
    )
    expect(message(parseLocationFilter({ rooms: 'abc' }))).toBe('rooms must be a whole number from 1 to 6.')
    expect(message(parseLocationFilter({ rooms: '7' }))).toBe('rooms must be a whole number from 1 to 6.')
    expect(message(parseLocationFilter({ rooms: '2.5' }))).toBe('rooms must be a whole number from 1 to 6.')
    expect(message(parseLocationFilter({ comfortClass: '0' }))).toBe('comfortClass must be a whole number from 1 to 5.')
    expect(message(parseLocationFilter({ persons: '0' }))).toBe('persons must be a whole number from 1 to 99.')
    expect(message(parseLocationFilter({ priceMin: '-5' }))).toBe('priceMin must be a whole amount in CHF, 0 or more.')
    expect(message(parseLocationFilter({ priceMin: '500', priceMax: '100' }))).toBe(
      'priceMin must not be greater than priceMax.',
    )
    expect(message(parseLocationFilter({ special: 'yes' }))).toBe('special must be true or false.')
    expect(message(parseLocationFilter({ sort: 'title' }))).toBe(
      'sort must be price_asc, price_desc, room_asc or room_desc.',
    )
  })
  it('checks the period', () => {
    expect(message(parseLocationFilter({ from: '2026-07-05', to: '2026-07-12' }))).toBe(
      'You can only select periods from Saturday to Saturday.',
    )
    expect(message(parseLocationFilter({ from: '2026-07-04', to: '2026-07-04' }))).toBe(
      'The period selected is less than 1 week.',
    )
    expect(message(parseLocationFilter({ from: '2026-07-11', to: '2026-07-04' }))).toBe(
      'The end of the period must come after its start.',
    )
    expect(message(parseLocationFilter({ from: '2026-07-04' }))).toBe('Give both from and to for a period.')
    expect(message(parseLocationFilter({ from: 'tomorrow', to: '2026-07-04' }))).toBe(
      'from must be a real date written YYYY-MM-DD.',
    )
  })
  it('refuses periods and special offers for annual rentals', () => {
    expect(message(parseLocationFilter({ kind: 'annual', special: 'true' }))).toBe(
      'Periods and special offers apply to weekly rentals only.',
    )
    expect(parseLocationFilter({ kind: 'annual', special: 'false' }).ok).toBe(true)
  })
})

describe('parseSaleFilter', () => {
  it('reads the filters', () => {
    expect(parseSaleFilter({ type: 'plot', place: ' Crans ', rooms: '0', priceMax: '700000', sort: 'price_desc' })).toEqual({
      ok: true,
      value: {
        type: 'plot',
        place: 'Crans',
        rooms: 0,
        roomsMin: undefined,
        minPrice: undefined,
        maxPrice: 70000000,
        sort: 'price_desc',
      },
    })
  })
  it('refuses bad values', () => {
    expect(message(parseSaleFilter({ type: 'duplex' }))).toBe(
      "Unknown type 'duplex': use apartment, chalet, studio, plot or commercial.",
    )
    expect(message(parseSaleFilter({ priceMin: '2', priceMax: '1' }))).toBe('priceMin must not be greater than priceMax.')
  })
})

describe('parsePriceGridQuery', () => {
  it('starts on the Saturday on or before today, for 12 weeks', () => {
    expect(parsePriceGridQuery({}, '2026-07-08')).toEqual({ ok: true, value: { from: '2026-07-04', weeks: 12 } })
    expect(parsePriceGridQuery({ from: '2026-12-26', weeks: '78' }, '2026-07-08')).toEqual({
      ok: true,
      value: { from: '2026-12-26', weeks: 78 },
    })
    expect(parsePriceGridQuery({ from: '2026-12-30' }, '2026-07-08')).toMatchObject({ value: { from: '2026-12-26' } })
  })
  it('refuses more than 78 weeks or a bad date', () => {
    expect(message(parsePriceGridQuery({ weeks: '79' }, '2026-07-08'))).toBe('weeks must be a whole number from 1 to 78.')
    expect(message(parsePriceGridQuery({ from: '2026-13-01' }, '2026-07-08'))).toBe(
      'from must be a real date written YYYY-MM-DD.',
    )
  })
  it('refuses a start far outside the price grid, more than 78 weeks from today either way', () => {
    const outside = 'from must be a date from 2025-01-08 to 2028-01-05: the price grid covers 78 weeks around today.'
    expect(message(parsePriceGridQuery({ from: '9999-12-25' }, '2026-07-08'))).toBe(outside)
    expect(message(parsePriceGridQuery({ from: '1900-01-01' }, '2026-07-08'))).toBe(outside)
    expect(message(parsePriceGridQuery({ from: '2028-01-06' }, '2026-07-08'))).toBe(outside)
    expect(parsePriceGridQuery({ from: '2028-01-05' }, '2026-07-08')).toMatchObject({ ok: true, value: { from: '2028-01-01' } })
    expect(parsePriceGridQuery({ from: '2025-01-08' }, '2026-07-08')).toMatchObject({ ok: true, value: { from: '2025-01-04' } })
  })
})

describe('parseSelectionLimit', () => {
  it('takes 1 to 24', () => {
    expect(parseSelectionLimit('1')).toEqual({ ok: true, value: 1 })
    expect(parseSelectionLimit('24')).toEqual({ ok: true, value: 24 })
    expect(message(parseSelectionLimit('25'))).toBe('limit must be a whole number from 1 to 24.')
    expect(message(parseSelectionLimit('x'))).toBe('limit must be a whole number from 1 to 24.')
  })
})
