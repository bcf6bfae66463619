/**
 * The cancellation terms an order's documents print (the confirmation e-mail and PDF): the tiers
 * that still apply from the day the order was booked, dated for its earliest arrival, each with what
 * a cancellation on its first day would cost and give back. The dates come from the booking rules'
 * one schedule (`cancellationSchedule`) and the amounts from their one rule (`cancellation`), so the
 * table can never say "free" beside a fee, nor list a tier that was over before the booking.
 * Pure and browser-safe.
 */
import { CANCELLATION_TERMS, cancellation } from '../booking/rules/cancellation'
import { cancellationSchedule } from '../booking/rules/cancellation-schedule'
import type { DocumentCancellationTier } from './document'

export type TiersInput = {
  /** The order's stays: their arrivals (ISO dates) and rents (centimes); the earliest arrival decides. */
  stays: ReadonlyArray<{ arrival: string; rent: number }>
  /** What has been paid so far (centimes), weighed against what each tier asks. */
  paid: number
  /** The day the order was booked (ISO date, Europe/Zurich); an unpaid order: the day of the document. */
  bookedOn: string
}

export function documentCancellationTiers(input: TiersInput): DocumentCancellationTier[] {
  const arrival = input.stays.map((s) => s.arrival).sort()[0]
  if (!arrival) return []
  const rent = input.stays.reduce((sum, s) => sum + s.rent, 0)
  const paid = Math.max(input.paid, 0)
  const tiers: DocumentCancellationTier[] = []
  for (const tier of cancellationSchedule(CANCELLATION_TERMS, { arrival, today: input.bookedOn })) {
    // The tier's first day: the booking day for the one in force when the order was booked.
    const figures = cancellation(CANCELLATION_TERMS, { cancelledOn: tier.from ?? input.bookedOn, arrival, rent, paid })
    if (!figures.ok) continue
    tiers.push({ from: tier.from, to: tier.to, rentShare: figures.rentShare, due: figures.due, refund: figures.refund })
  }
  return tiers
}
