import { describe, expect, it } from 'vitest'
import { rentalLinkWithStay, weekBookingPath } from './booking-links'
import { quoteAnswerOf, sameStay, withDefaultAdults } from './booking-state'

const fields = { from: '2026-12-19', to: '2026-12-26', adults: '2', children: ['4', '9'] }

describe('quoteAnswerOf', () => {
  it('reads a quote', () => {
    const price = { total: 100 }
    expect(quoteAnswerOf(200, { success: true, price })).toEqual({ ok: true, price })
  })

  it('reads a refusal with the field it is about', () => {
    expect(quoteAnswerOf(409, { success: false, code: 'no_availability', message: 'Pas de disponibilité : semaine du 19.12.2026.' })).toEqual({
      ok: false,
      code: 'no_availability',
      message: 'Pas de disponibilité : semaine du 19.12.2026.',
      field: 'from',
    })
    expect(quoteAnswerOf(400, { success: false, code: 'invalid_child_age', message: 'x' })).toMatchObject({ field: 'children' })
  })

  it('keeps no message of a server failure or of no answer at all', () => {
    expect(quoteAnswerOf(503, { success: false, message: 'Internal detail' })).toEqual({ ok: false, code: 'unavailable', message: null, field: 'from' })
    expect(quoteAnswerOf(0, null)).toEqual({ ok: false, code: 'unavailable', message: null, field: 'from' })
    expect(quoteAnswerOf(200, { success: true })).toMatchObject({ ok: false })
  })
})

describe('the fields of the box', () => {
  it('compares stays', () => {
    expect(sameStay(fields, { ...fields, children: ['4', '9'] })).toBe(true)
    expect(sameStay(fields, { ...fields, children: ['4'] })).toBe(false)
    expect(sameStay(fields, { ...fields, adults: '3' })).toBe(false)
  })

  it('starts with two adults, or one in a rental for one; keeps the adults asked', () => {
    const none = { ...fields, adults: '' }
    expect(withDefaultAdults(none, 6).adults).toBe('2')
    expect(withDefaultAdults(none, 1).adults).toBe('1')
    expect(withDefaultAdults(fields, 6)).toBe(fields)
  })
})

describe('links to the booking box', () => {
  it('opens a rental page on a week', () => {
    expect(weekBookingPath('/location/chalet-3', '2026-12-19', '2026-12-26')).toBe('/location/chalet-3?from=2026-12-19&to=2026-12-26#reservation')
  })

  it("carries a list's period and guests, or nothing without a period", () => {
    expect(rentalLinkWithStay('/location/chalet-3', { from: '2026-12-19', to: '2027-01-02', adults: '4' })).toBe(
      '/location/chalet-3?from=2026-12-19&to=2027-01-02&adults=4',
    )
    expect(rentalLinkWithStay('/location/chalet-3', { from: '2026-12-19', to: '' })).toBe('/location/chalet-3')
    expect(rentalLinkWithStay('/location/chalet-3', null)).toBe('/location/chalet-3')
  })
})
