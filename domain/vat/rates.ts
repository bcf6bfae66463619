/**
 * Swiss VAT rates with their validity (DESIGN §3). The rate is the one in force on
 * the service date. Rates are in basis points (370 = 3.7 %) so arithmetic stays integral.
 */
import { proportionOf } from '../money/proportion'

/**
 * The VAT kinds a product may have: lodging (special rate), the standard rate, and insurance
 * premiums, which are exempt from Swiss VAT (LTVA art. 21 al. 2 ch. 18): 0 in every period.
 */
export const VAT_KINDS = ['standard', 'accommodation', 'insurance'] as const

export type VatKind = (typeof VAT_KINDS)[number]

type VatPeriod = { from: string; to: string | null } & Record<VatKind, number>

export const VAT_PERIODS: readonly VatPeriod[] = [
  { from: '2018-01-01', to: '2023-12-31', accommodation: 370, standard: 770, insurance: 0 },
  { from: '2024-01-01', to: null, accommodation: 380, standard: 810, insurance: 0 },
]

/** A stored VAT kind (products.vat_kind is text), the standard rate for anything unknown. */
export function vatKindOf(value: string): VatKind {
  return (VAT_KINDS as readonly string[]).includes(value) ? (value as VatKind) : 'standard'
}

/** The rate in basis points in force on an ISO calendar date. */
export function vatRateOn(kind: VatKind, isoDate: string): number {
  const period = VAT_PERIODS.find((p) => p.from <= isoDate && (p.to === null || isoDate <= p.to))
  if (!period) throw new RangeError(`No VAT rate known on ${isoDate}`)
  return period[kind]
}

/** 380 → "3.8" (apostrophe-free, dot decimal, as every amount on the site). */
export function formatRate(basisPoints: number): string {
  return (basisPoints / 100).toFixed(2).replace(/0$/, '').replace(/\.0$/, '')
}

/** Both rates in force on a date, as shown in the cart's VAT note. */
export function vatNoteRates(isoDate: string): { accommodation: string; standard: string } {
  return {
    accommodation: formatRate(vatRateOn('accommodation', isoDate)),
    standard: formatRate(vatRateOn('standard', isoDate)),
  }
}

/** The VAT contained in a VAT-included amount (centimes), rounded to the centime. */
export function vatIncluded(totalCentimes: number, basisPoints: number): number {
  return proportionOf(totalCentimes, basisPoints, 10_000 + basisPoints)
}
