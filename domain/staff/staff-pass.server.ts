/**
 * The signed passes of a staff sign-in (docs/decisions/031), HS256 with the access tokens' key but an
 * audience of their own, so that neither is ever taken for the other:
 * - `second-factor`: the password was right; five minutes to type the code;
 * - `staff`: both factors given; a working day (ten hours), then the member signs in again.
 * A pass names the account only: what it may do is read from the database on each request.
 */
import { jwtVerify, SignJWT } from 'jose'

export type StaffPassPurpose = 'second-factor' | 'staff'

export const STAFF_PASS_TTL_SECONDS: Record<StaffPassPurpose, number> = { 'second-factor': 5 * 60, staff: 10 * 3600 }

const ISSUER = 'crans-montana-agency'

export async function signStaffPass(secret: Uint8Array, purpose: StaffPassPurpose, userId: number, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000)
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setAudience(`staff:${purpose}`)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + STAFF_PASS_TTL_SECONDS[purpose])
    .sign(secret)
}

/** The account a valid pass of this purpose names, or null (absent, forged, expired, other purpose). */
export async function verifyStaffPass(secret: Uint8Array, purpose: StaffPassPurpose, token: string | null | undefined, now = new Date()): Promise<number | null> {
  if (!token) return null
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER, audience: `staff:${purpose}`, currentDate: now, clockTolerance: 0 })
    const id = Number(payload.sub)
    return Number.isSafeInteger(id) && id > 0 ? id : null
  } catch {
    return null
  }
}
