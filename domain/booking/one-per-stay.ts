/**
 * Options sold once per stay (issue 26): the cancellation insurance covers a stay, so a rental
 * takes one, never two; its quantity is 1 and is not changed in the cart. Pure and browser-safe.
 */
export const ONE_PER_STAY_REFERENCES: readonly string[] = ['OPT-CANCEL-INSURANCE']

/** Whether an item (by its product reference) is an option sold once per stay. */
export function isOnePerStay(reference: string): boolean {
  return ONE_PER_STAY_REFERENCES.includes(reference)
}

/** Whether an item with this reference may take this quantity (a one-per-stay option only 1). */
export function quantityAllowed(reference: string, quantity: number): boolean {
  return !isOnePerStay(reference) || quantity === 1
}
