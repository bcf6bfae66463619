import { useEffect, useState } from 'react'
import type { ContextEntry } from '../../../../domain/shop/context'
import { type PriceState, priceStateOf } from '../product-form-state'

/** Where the form asks the server for the price of a context. */
export const PRICE_URL = '/shop/api/store/product/check/price'
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
      fetch(`${PRICE_URL}/${productId}?locale=${locale}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: entriesJson,
        signal: controller.signal,
      })
        .then(async (response) => setPrice(priceStateOf(response.status, await response.json().catch(() => null))))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setPrice({ state: 'unavailable', message: null })
          return error
        })
    }, PRICE_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [enhanced, complete, entriesJson, productId, locale])
  return price
}
