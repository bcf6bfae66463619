/**
 * How long the guest register is kept (docs/decisions/055): a stay's travellers until the end of the
 * year after the one of its departure (the canton's checks of the register and of the tourist-tax
 * return of a year come within the next one), then the erasure job deletes them. A cancelled stay's
 * travellers are not a register at all: erased at the job's next run. The tourist-tax counts come
 * from the booked party, which is kept with the order. Pure.
 */

/** The last day a stay's travellers are kept. */
export function registerKeptUntil(departure: string): string {
  return `${Number(departure.slice(0, 4)) + 1}-12-31`
}

/** On `today`, the travellers of stays that ended before this day are past their retention. */
export function erasableBefore(today: string): string {
  return `${Number(today.slice(0, 4)) - 1}-01-01`
}
