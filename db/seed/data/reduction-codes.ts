import { addDays } from '../../../domain/booking/rules/calendar'

/** A demo reduction code (DESIGN §3): percentage in basis points, fixed amount in centimes. */
export type ReductionCodeSeed = {
  code: string
  kind: 'percent' | 'fixed'
  value: number
  validFrom: string | null
  validTo: string | null
  usageLimit: number | null
  minimumTotal: number | null
}

/**
 * Demo codes, with dates around the seed's day so that each case can be tried on the summary page:
 * BIENVENUE10 always works, HIVER50 needs CHF 500 of purchases, PRINTEMPS15 is not valid yet,
 * AUTOMNE20 has expired and VIP100 has a single use.
 */
export function buildReductionCodes(today: string): ReductionCodeSeed[] {
  return [
    { code: 'BIENVENUE10', kind: 'percent', value: 1000, validFrom: null, validTo: addDays(today, 365), usageLimit: null, minimumTotal: null },
    { code: 'HIVER50', kind: 'fixed', value: 5_000, validFrom: addDays(today, -30), validTo: addDays(today, 150), usageLimit: 200, minimumTotal: 50_000 },
    { code: 'PRINTEMPS15', kind: 'percent', value: 1500, validFrom: addDays(today, 60), validTo: addDays(today, 150), usageLimit: null, minimumTotal: null },
    { code: 'AUTOMNE20', kind: 'percent', value: 2000, validFrom: addDays(today, -120), validTo: addDays(today, -30), usageLimit: null, minimumTotal: null },
    { code: 'VIP100', kind: 'fixed', value: 10_000, validFrom: null, validTo: null, usageLimit: 1, minimumTotal: 20_000 },
  ]
}
