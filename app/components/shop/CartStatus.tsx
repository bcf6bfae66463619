import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFetcher, useSearchParams } from 'react-router'
import { CART_FETCHER_KEY, CART_STATUS_PARAM, type CartActionData, type CartEvent, cartEventOf } from './cart-action-data'
import { StatusAlert } from '../StatusAlert'

/** How long a cart success message stays (SPEC §4: added to bag, deleted from bag). */
const SUCCESS_TIMEOUT_MS = 3_600

const SUCCESS: CartEvent[] = ['added', 'deleted', 'reductionApplied', 'reductionRemoved', 'contactSaved']

/**
 * The cart's status messages: "Added to bag", "Deleted from bag" (3600 ms) and errors, from the
 * shared cart fetcher (with JavaScript) or from `?panier=…` after a plain form post.
 */
export function CartStatus({ fromUrl = true }: { fromUrl?: boolean }) {
  const { t } = useTranslation('cart')
  const fetcher = useFetcher<CartActionData>({ key: CART_FETCHER_KEY })
  const [params] = useSearchParams()
  const ref = useRef<HTMLDivElement>(null)
  // The shared fetcher keeps its last answer across pages: only an answer given while this message's
  // page is shown counts (not the removal made on the page before).
  const [since] = useState(() => Date.now())
  const data = fetcher.state === 'idle' && fetcher.data && fetcher.data.at >= since ? fetcher.data : undefined
  const fromFetcher = data?.event ?? null
  const event: CartEvent | null = fromFetcher ?? (fromUrl ? cartEventOf(params.get(CART_STATUS_PARAM)) : null)

  // A removed item takes the focus with it: give it to the message instead of the page's body.
  useEffect(() => {
    if (data?.at && (document.activeElement === document.body || document.activeElement === null)) ref.current?.focus()
  }, [data?.at])

  if (!event) return <div ref={ref} tabIndex={-1} className="cart-status" />
  const message = data?.message ?? (event === 'error' ? t('status.error') : t(`status.${event}`))
  return (
    <div ref={ref} tabIndex={-1} className="cart-status">
      {event === 'empty' ? (
        <div className="alert alert-info" role="status">
          <p>{message}</p>
        </div>
      ) : (
        <StatusAlert
          key={`${message}|${data?.at ?? ''}`}
          status={SUCCESS.includes(event) ? 'success' : 'error'}
          message={message}
          timeout={SUCCESS_TIMEOUT_MS}
        />
      )}
    </div>
  )
}
