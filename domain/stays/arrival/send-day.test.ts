import { describe, expect, it } from 'vitest'
import { arrivalSendAt, arrivalSendDecision, DEFAULT_ARRIVAL_DAYS_BEFORE } from './send-day'

describe('when a stay’s arrival information is e-mailed', () => {
  it('N days before the arrival at 08:00 UTC', () => {
    expect(DEFAULT_ARRIVAL_DAYS_BEFORE).toBe(7)
    expect(new Date(arrivalSendAt('2027-02-13', 7)).toISOString()).toBe('2027-02-06T08:00:00.000Z')
  })
  it('waits for that moment, sends at once once it has come (paid late), never once the stay has begun', () => {
    const now = new Date('2027-02-01T10:00:00Z')
    expect(arrivalSendDecision('2027-02-13', 7, now, '2027-02-01')).toEqual({ kind: 'later', delayMs: Date.parse('2027-02-06T08:00:00Z') - now.getTime() })
    expect(arrivalSendDecision('2027-02-06', 7, now, '2027-02-01')).toEqual({ kind: 'now' })
    expect(arrivalSendDecision('2027-02-01', 7, now, '2027-02-01')).toEqual({ kind: 'now' })
    expect(arrivalSendDecision('2027-01-31', 7, now, '2027-02-01')).toEqual({ kind: 'never' })
  })
})
