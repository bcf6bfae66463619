import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createSecretBox, isSealed, SecretKeyError } from './secret-box.server'

const box = createSecretBox(randomBytes(32))
const secret = 'CCUPIS3UQV7TO4IEJEM257JZVJZPLUIA'

describe('secret box', () => {
  it('seals a secret into a versioned value that holds nothing of it, and opens it again', () => {
    const sealed = box.seal('staff-totp', secret)
    expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]+$/)
    expect(sealed).not.toContain(secret)
    expect(Buffer.from(sealed.slice(3), 'base64url').toString('latin1')).not.toContain(secret)
    expect(box.open('staff-totp', sealed)).toBe(secret)
  })
  it('seals the same secret twice differently, unless asked for a stable value', () => {
    expect(box.seal('staff-totp', secret)).not.toBe(box.seal('staff-totp', secret))
    const url = 'https://www.airbnb.ch/calendar/ical/123.ics?s=private-token'
    expect(box.sealStable('ical-feed-url', url)).toBe(box.sealStable('ical-feed-url', url))
    expect(box.sealStable('ical-feed-url', url)).not.toBe(box.sealStable('ical-feed-url', `${url}x`))
    expect(box.open('ical-feed-url', box.sealStable('ical-feed-url', url))).toBe(url)
  })
  it('refuses a value sealed with another key, for another purpose, or changed', () => {
    const sealed = box.seal('staff-totp', secret)
    expect(() => createSecretBox(randomBytes(32)).open('staff-totp', sealed)).toThrow(SecretKeyError)
    expect(() => box.open('ical-feed-url', sealed)).toThrow(SecretKeyError)
    const changed = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'AB' : 'AA')
    expect(() => box.open('staff-totp', changed)).toThrow(SecretKeyError)
    expect(() => box.open('staff-totp', 'v1:abc')).toThrow(SecretKeyError)
  })
  it('answers a value written before sealing as it is', () => {
    expect(isSealed(secret)).toBe(false)
    expect(box.open('staff-totp', secret)).toBe(secret)
  })
})
