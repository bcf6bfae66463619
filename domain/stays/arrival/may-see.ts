/**
 * Who may be given a stay's arrival information (docs/decisions/057): the access code and the Wi-Fi
 * open a door, so only a stay paid in full, still booked and not over yet. Pure, for the order page,
 * the account's list and the e-mail's job alike.
 */

/** The order statuses of domain/orders (DESIGN §3): 1 cart, 2 paid, 3 deposit paid, 4 cancelled. */
export const PAID_IN_FULL = 2

export type StayOfOrder = {
  /** The order's status. */
  orderStatus: number
  /** The item is a rental with its dates (not an option, a package or a product). */
  rental: boolean
  /** The status of the item's booking, or null when it has none (a week lost, a cart line removed). */
  bookingStatus: string | null
  /** The stay's departure (ISO date), and today in the resort. */
  departure: string | null
  today: string
}

/**
 * Whether the stay's arrival information may be shown or sent: the order paid in full (a deposit is
 * not enough: the balance is due before the arrival), a rental item whose booking is confirmed (a
 * cancelled stay has given its week back), and the stay not over (its departure day included).
 */
export function maySeeArrival(stay: StayOfOrder): boolean {
  if (stay.orderStatus !== PAID_IN_FULL) return false
  if (!stay.rental || stay.bookingStatus !== 'confirmed') return false
  return stay.departure !== null && stay.departure >= stay.today
}
