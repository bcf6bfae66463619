/** `npm run demo:code`: the demo admin's current sign-in code (local demo data only, README). */
import { DEMO_ADMIN } from '../db/seed/data/demo-staff'
import { totpCode } from '../domain/staff/second-factor.server'

const seconds = 30 - (Math.floor(Date.now() / 1000) % 30)
console.log(`${DEMO_ADMIN.email} — code ${totpCode(DEMO_ADMIN.totpSecret)} (valid ${seconds} s more, and the next 30 s)`)
