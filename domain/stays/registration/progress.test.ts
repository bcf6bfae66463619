import { describe, expect, it } from 'vitest'
import { registrationProgress } from './progress'

describe('how far a registration is', () => {
  it('is not started, partial ("2 of 4") or complete', () => {
    expect(registrationProgress(0, 4)).toEqual({ filled: 0, expected: 4, state: 'none' })
    expect(registrationProgress(2, 4)).toEqual({ filled: 2, expected: 4, state: 'partial' })
    expect(registrationProgress(4, 4)).toEqual({ filled: 4, expected: 4, state: 'complete' })
  })
})
