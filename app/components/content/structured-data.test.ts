import { describe, expect, it } from 'vitest'
import { employmentType } from './structured-data'

describe('employmentType', () => {
  it('reads the workload', () => {
    expect(employmentType('100%')).toBe('FULL_TIME')
    expect(employmentType('80–100%')).toBe('FULL_TIME')
    expect(employmentType('50%')).toBe('PART_TIME')
    expect(employmentType('40-60 %')).toBe('PART_TIME')
    expect(employmentType('à convenir')).toBeNull()
    expect(employmentType(null)).toBeNull()
  })
})
