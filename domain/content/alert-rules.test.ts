import { describe, expect, it } from 'vitest'
import { alertState, checkAlert, zurichInstant, zurichLocal } from './alert-rules'

const valid = { level: 'warning', status: 'published', startsAt: '', endsAt: '', message_fr: 'Bureau fermé le 1er août.', message_en: '' }

describe('an alert', () => {
  it('is taken with a French message alone and no period (English pages show the French words)', () => {
    expect(checkAlert(valid, 'fr')).toEqual({})
  })
  it('needs the French message and a known level and status', () => {
    const errors = checkAlert({ ...valid, message_fr: '  ', level: 'danger', status: 'archived' }, 'en')
    expect(errors.message_fr?.message).toBe('This field is mandatory')
    expect(errors.level?.code).toBe('oneOf')
    expect(errors.status?.code).toBe('oneOf')
  })
  it('refuses an end that does not come after the start, and a time that does not exist', () => {
    expect(checkAlert({ ...valid, startsAt: '2026-08-01T08:00', endsAt: '2026-08-01T08:00' }, 'fr').endsAt?.message).toBe('La fin doit venir après le début')
    expect(checkAlert({ ...valid, startsAt: '2026-08-02T08:00', endsAt: '2026-08-01T18:00' }, 'en').endsAt?.message).toBe('The end must come after the start')
    expect(checkAlert({ ...valid, startsAt: '2026-02-30T08:00' }, 'fr').startsAt?.code).toBe('dateTime')
    expect(checkAlert({ ...valid, endsAt: 'tomorrow' }, 'fr').endsAt?.code).toBe('dateTime')
    expect(checkAlert({ ...valid, startsAt: '2026-08-01T08:00', endsAt: '2026-08-01T18:00' }, 'fr')).toEqual({})
  })
})

describe('Zurich wall-clock times', () => {
  it('read summer and winter times in Zurich and write them back', () => {
    expect(zurichInstant('2026-08-01T08:00')?.toISOString()).toBe('2026-08-01T06:00:00.000Z')
    expect(zurichInstant('2026-12-24T18:30')?.toISOString()).toBe('2026-12-24T17:30:00.000Z')
    expect(zurichLocal(new Date('2026-08-01T06:00:00Z'))).toBe('2026-08-01T08:00')
    expect(zurichLocal(new Date('2026-12-24T17:30:00Z'))).toBe('2026-12-24T18:30')
  })
})

describe('where an alert stands', () => {
  const now = new Date('2026-08-01T12:00:00Z')
  it('is a draft, planned, in force or ended', () => {
    expect(alertState({ published: false, startsAt: null, endsAt: null }, now)).toBe('draft')
    expect(alertState({ published: true, startsAt: new Date('2026-08-02T00:00:00Z'), endsAt: null }, now)).toBe('planned')
    expect(alertState({ published: true, startsAt: null, endsAt: new Date('2026-08-01T12:00:00Z') }, now)).toBe('ended')
    expect(alertState({ published: true, startsAt: new Date('2026-07-01T00:00:00Z'), endsAt: new Date('2026-09-01T00:00:00Z') }, now)).toBe('inForce')
  })
})
