import { useEffect, useState } from 'react'
import { hasPeriod, quoteApiPath, type StayFields } from '../../../domain/booking/stay-request'
import { type QuoteAnswer, quoteAnswerOf, sameStay, type ServerQuote } from './booking-state'

/** The quote is asked again this long after the last change (a visitor clicking through ages). */
export const QUOTE_DELAY_MS = 300

export type LiveQuote = { state: 'empty' } | { state: 'loading' } | { state: 'done'; answer: QuoteAnswer }

/**
 * The server's quote of the stay the box holds, kept up to date with JavaScript: the quote the page
 * came with while the fields are those it was computed for, else the quote API's answer, asked
 * ~300 ms after the last change (an earlier question still on its way is dropped). Without a period
 * there is nothing to ask. `enabled` is false until the page runs in the browser.
 */
export function useLiveQuote(locationId: number, fields: StayFields, locale: string, initial: ServerQuote | null, enabled: boolean): LiveQuote {
  const known = initial && sameStay(initial.fields, fields) ? initial.answer : null
  const [fetched, setFetched] = useState<{ key: string; quote: LiveQuote } | null>(null)
  const path = hasPeriod(fields) ? quoteApiPath(locationId, fields, locale) : null

  useEffect(() => {
    if (!enabled || path === null || known) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setFetched({ key: path, quote: { state: 'loading' } })
      fetch(path, { headers: { accept: 'application/json' }, signal: controller.signal })
        .then(async (response) => {
          const answer = quoteAnswerOf(response.status, await response.json().catch(() => null))
          setFetched({ key: path, quote: { state: 'done', answer } })
        })
        .catch(() => {
          if (controller.signal.aborted) return
          setFetched({ key: path, quote: { state: 'done', answer: quoteAnswerOf(0, null) } })
        })
    }, QUOTE_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [enabled, path, known])

  if (path === null) return { state: 'empty' }
  if (known) return { state: 'done', answer: known }
  if (!enabled) return { state: 'empty' }
  // Until this stay's answer comes (debounce included), the box says the price is on its way.
  return fetched?.key === path ? fetched.quote : { state: 'loading' }
}
