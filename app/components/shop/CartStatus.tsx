import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/react'
import { useFetcher, useSearchParams } from 'react-router'
import { CART_FETCHER_KEY, CART_STATUS_PARAM, type CartActionData, type CartEvent, cartEventOf } from './cart-action-data'
import { PRODUCT_FETCHER_KEY, type ProductActionData } from './product-form-state'
import { StatusAlert } from '../StatusAlert'
import { BOOKING_FETCHER_KEY, type BookingActionData } from '../booking/booking-state'

/** How long a cart success message stays (SPEC §4: added to cart, removed from cart). */
const SUCCESS_TIMEOUT_MS = 3_600

const SUCCESS: CartEvent[] = ['added', 'deleted', 'reductionApplied', 'reductionRemoved', 'contactSaved', 'quantityChanged']

type Notice = { event: CartEvent; message: string | null; n: number }

/** Calls `onSettled` with a fetcher's answer each time it comes back to idle while this component is shown. */
function useSettled<T>(fetcher: { state: string; data: T | undefined }, onSettled: (data: T) => void) {
  const previous = useRef(fetcher.state)
  const callback = useRef(onSettled)
  callback.current = onSettled
  useEffect(() => {
    const before = previous.current
    previous.current = fetcher.state
    if (before !== 'idle' && fetcher.state === 'idle' && fetcher.data !== undefined) callback.current(fetcher.data)
  }, [fetcher.state, fetcher.data])
}

/**
 * The cart's status messages: "Added to cart" (the product form or a rental's booking box, with JavaScript), "Removed from cart"
 * (3600 ms) and errors, from the shared cart fetcher or from `?panier=…` after a plain form post.
 * Only answers that come while this message is shown count (not the removal made on the page before).
 */
export function CartStatus({ fromUrl = true, id }: { fromUrl?: boolean; id?: string }) {
  const { t } = useTranslation('cart')
  const cart = useFetcher<CartActionData>({ key: CART_FETCHER_KEY })
  const product = useFetcher<ProductActionData>({ key: PRODUCT_FETCHER_KEY })
  const booking = useFetcher<BookingActionData>({ key: BOOKING_FETCHER_KEY })
  const [params] = useSearchParams()
  const ref = useRef<HTMLDivElement>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const count = useRef(0)

  useSettled(cart, (data) => {
    count.current += 1
    setNotice(data.event ? { event: data.event, message: data.message, n: count.current } : null)
    // A removed item takes the focus with it: give it to the message instead of the page's body.
    if (document.activeElement === document.body || document.activeElement === null) ref.current?.focus()
  })
  useSettled(product, (data) => {
    count.current += 1
    if (data.status === 'added') setNotice({ event: 'added', message: null, n: count.current })
  })
  useSettled(booking, (data) => {
    count.current += 1
    if (data.status === 'added') setNotice({ event: 'added', message: null, n: count.current })
  })

  const event: CartEvent | null = notice?.event ?? (fromUrl ? cartEventOf(params.get(CART_STATUS_PARAM)) : null)

  if (!event) return <div ref={ref} id={id} tabIndex={-1} className="cart-status" />
  const message = notice?.message ?? (event === 'error' ? t('status.error') : t(`status.${event}`))
  return (
    <div ref={ref} id={id} tabIndex={-1} className="cart-status">
      {event === 'empty' ? (
        <div className="alert alert-info" role="status">
          <p>{message}</p>
        </div>
      ) : (
        <StatusAlert
          key={`${message}|${notice?.n ?? ''}`}
          status={SUCCESS.includes(event) ? 'success' : 'error'}
          message={message}
          timeout={SUCCESS_TIMEOUT_MS}
        />
      )}
    </div>
  )
}
