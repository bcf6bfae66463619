import { describe, expect, it } from 'vitest'
import { checkTotp, hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpCode, totpUri } from './second-factor.server'

describe('the second factor', () => {
  const secret = newTotpSecret()
  const at = new Date('2026-11-24T10:00:10Z')

  it('accepts the code of the moment and of the step before or after, never an older step again', () => {
    const now = checkTotp(secret, totpCode(secret, at), 0, at)
    expect(now.ok).toBe(true)
    expect(checkTotp(secret, totpCode(secret, new Date(at.getTime() - 30_000)), 0, at).ok).toBe(true)
    expect(checkTotp(secret, totpCode(secret, new Date(at.getTime() + 30_000)), 0, at).ok).toBe(true)
    expect(checkTotp(secret, totpCode(secret, new Date(at.getTime() - 120_000)), 0, at).ok).toBe(false)
    if (!now.ok) throw new Error('accepted above')
    expect(checkTotp(secret, totpCode(secret, at), now.timeStep, at).ok).toBe(false)
  })

  it('refuses what is not six digits, and reads a code typed with spaces', () => {
    const code = totpCode(secret, at)
    expect(checkTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, 0, at).ok).toBe(true)
    expect(checkTotp(secret, 'abcdef', 0, at).ok).toBe(false)
    expect(checkTotp(secret, `${code}1`, 0, at).ok).toBe(false)
  })

  it('gives ten distinct recovery codes, matched whatever the case and dashes typed', () => {
    const codes = newRecoveryCodes()
    expect(new Set(codes).size).toBe(10)
    const [first] = codes as [string]
    expect(first).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    expect(hashRecoveryCode(first.toUpperCase().replace('-', ' '))).toBe(hashRecoveryCode(first))
  })

  it('names the agency and the account in the authenticator app', () => {
    expect(totpUri(secret, 'anna@agence.ch', 'Agence Crans-Montana')).toMatch(/^otpauth:\/\/totp\/Agence%20Crans-Montana:anna%40agence\.ch\?secret=/)
  })
})
