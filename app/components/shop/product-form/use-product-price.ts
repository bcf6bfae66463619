import { useEffect, useState } from 'react'
import type { ContextEntry } from '../../../../domain/shop/context'
import { ShopApiError, useShopClient } from '../../../lib/shop-client'
import { type PriceState, priceStateOf } from '../product-form-state'

/** Where the form asks the server for the price of a context (under the shop API). */
export const PRICE_PATH = '/product/check/price'
/** The price is asked again this long after the last change. */
const PRICE_DELAY_MS = 300

/** The price of the context, from the server, asked again ~300 ms after a change once it is complete. */
export function useProductPrice({
  enhanced,
  complete,
  entries,
  productId,
  locale,
}: {
  enhanced: boolean
  complete: boolean
  entries: readonly ContextEntry[]
  productId: number
  locale: string
}): PriceState {
  const [price, setPrice] = useState<PriceState>({ state: 'incomplete' })
  const shop = useShopClient()
  const entriesJson = JSON.stringify(entries)
  useEffect(() => {
    if (!enhanced) return
    if (!complete) {
      setPrice({ state: 'incomplete' })
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setPrice({ state: 'loading' })
      shop
        .request<unknown>(`${PRICE_PATH}/${productId}`, { method: 'POST', body: JSON.parse(entriesJson), query: { locale }, signal: controller.signal })
        .then((body) => setPrice(priceStateOf(200, body)))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return
          setPrice(error instanceof ShopApiError ? priceStateOf(error.status, { message: null }) : { state: 'unavailable', message: null })
        })
    }, PRICE_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [enhanced, complete, entriesJson, productId, locale, shop])
  return price
}
