import { describe, expect, it } from 'vitest'
import { signAccessToken } from '../accounts/access-token.server'
import { signStaffPass, verifyStaffPass } from './staff-pass.server'

const secret = new TextEncoder().encode('a-test-secret-of-at-least-32-bytes!!')
const other = new TextEncoder().encode('another-secret-of-at-least-32-bytes!')

describe('a staff pass', () => {
  it('names its account for its own purpose only, until it expires', async () => {
    const at = new Date('2026-11-24T08:00:00Z')
    const pass = await signStaffPass(secret, 'staff', 42, at)
    expect(await verifyStaffPass(secret, 'staff', pass, at)).toBe(42)
    expect(await verifyStaffPass(secret, 'second-factor', pass, at)).toBeNull()
    expect(await verifyStaffPass(other, 'staff', pass, at)).toBeNull()
    expect(await verifyStaffPass(secret, 'staff', pass, new Date(at.getTime() + 10 * 3_600_000 + 1000))).toBeNull()
    const pending = await signStaffPass(secret, 'second-factor', 42, at)
    expect(await verifyStaffPass(secret, 'second-factor', pending, new Date(at.getTime() + 6 * 60_000))).toBeNull()
  })

  it('is never an access token, nor an access token a pass', async () => {
    const access = await signAccessToken({ secret, accessTokenTtlSeconds: 900 }, { id: 42, username: 'a@b.ch', firstName: '', lastName: '', roles: ['ROLE_STAFF'] })
    expect(await verifyStaffPass(secret, 'staff', access)).toBeNull()
    expect(await verifyStaffPass(secret, 'staff', 'not.a.token')).toBeNull()
  })
})
