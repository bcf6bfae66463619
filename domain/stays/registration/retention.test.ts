import { describe, expect, it } from 'vitest'
import { erasableBefore, registerKeptUntil } from './retention'

describe('how long the guest register is kept', () => {
  it('keeps a stay until the end of the year after its departure', () => {
    expect(registerKeptUntil('2026-02-14')).toBe('2027-12-31')
    expect(registerKeptUntil('2026-12-31')).toBe('2027-12-31')
  })
  it('erases on the first day after that, not before', () => {
    const departure = '2026-02-14'
    expect(departure < erasableBefore('2027-12-31')).toBe(false)
    expect(departure < erasableBefore('2028-01-01')).toBe(true)
  })
})
