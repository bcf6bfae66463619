import type { AppContext } from '../../server/context'
import type { Guests } from '../../domain/booking/rules/capacity'
import type { Stay } from '../../domain/booking/rules/stay-rules'
import type { StayPrice } from '../../domain/booking/stay-price'
import type { Locale } from '../i18n/config'

/** A stay the rental page's booking box asks to book, already checked and priced by the server. */
export type BookStayInput = {
  locationId: number
  stay: Stay
  guests: Guests
  /** The server's quote of this stay, just computed (priceStay): what the visitor saw. */
  price: StayPrice
  locale: Locale
}

/**
 * Puts a stay in the visitor's cart (a rental item), as `addToCart` does for a product: the cart's
 * item count after it, and the cart cookie to set when the cart was created. A refusal of the cart
 * is a `CartError` (domain/shop/cart/outcome.ts), shown in the booking box.
 */
export async function bookStay(
  _context: AppContext,
  _request: Request,
  _input: BookStayInput,
): Promise<{ cartCount: number; setCookie?: string }> {
  throw new Error('bookStay: rental items in the cart are not built yet')
}
