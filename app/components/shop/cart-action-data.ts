/**
 * What the cart actions answer a fetcher (the slide-in and the checkout pages), and the status a
 * page shows after a plain form post (`?panier=…`). The product page may answer the same shape to
 * the shared fetcher key to show "Added to cart".
 */
export const CART_FETCHER_KEY = 'cart'

/** The id of the cart slide-in's status message, focused when the slide-in opens after an addition. */
export const CART_PANEL_STATUS_ID = 'cart-panel-status'

/** Query parameter set on the 303 answer of a cart action without JavaScript. */
export const CART_STATUS_PARAM = 'panier'

export type CartEvent =
  | 'added'
  | 'deleted'
  | 'error'
  | 'empty'
  | 'reductionApplied'
  | 'reductionRemoved'
  | 'contactSaved'
  | 'quantityChanged'
  | 'quantityRefused'

/** `panier=…` values (French, like the addresses) for each event. */
export const CART_STATUS_VALUES: Record<CartEvent, string> = {
  added: 'ajoute',
  deleted: 'supprime',
  error: 'erreur',
  empty: 'vide',
  reductionApplied: 'code-applique',
  reductionRemoved: 'code-retire',
  contactSaved: 'donnees-enregistrees',
  quantityChanged: 'quantite-modifiee',
  quantityRefused: 'quantite-refusee',
}

export function cartEventOf(value: string | null): CartEvent | null {
  const found = Object.entries(CART_STATUS_VALUES).find(([, v]) => v === value)
  return found ? (found[0] as CartEvent) : null
}

export type CartActionData = {
  intent: string
  ok: boolean
  /** The API's error code when refused (CART_NOT_FOUND, reduction_expired, …). */
  code: string | null
  event: CartEvent | null
  /** A message from the server (a refused reduction code, an item not found), in the page's language. */
  message: string | null
  errors: Record<string, string>
  /** Makes the same event show again. */
  at: number
}
