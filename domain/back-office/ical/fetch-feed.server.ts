/**
 * Fetches an imported calendar from the server: http(s) only, within a time and a size limit, so a
 * slow or endless feed never holds the job worker.
 */
export type FetchText = (url: string) => Promise<string>

export const FEED_TIMEOUT_MS = 10_000
export const FEED_MAX_BYTES = 2 * 1024 * 1024

export class FeedFetchError extends Error {}

export function feedFetcher(options: { timeoutMs?: number; maxBytes?: number } = {}): FetchText {
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES
  return async (url) => {
    if (!/^https?:\/\//i.test(url)) throw new FeedFetchError('only http and https addresses are fetched')
    const signal = AbortSignal.timeout(timeoutMs)
    let response: Response
    try {
      response = await fetch(url, { signal, redirect: 'follow', headers: { accept: 'text/calendar, text/plain;q=0.5' } })
    } catch (error) {
      throw new FeedFetchError(signal.aborted ? `no answer within ${timeoutMs / 1000} s` : `unreachable (${(error as Error).message})`)
    }
    if (!response.ok || !response.body) throw new FeedFetchError(`HTTP ${response.status}`)
    return readLimited(response.body, maxBytes, signal)
  }
}

async function readLimited(body: ReadableStream<Uint8Array>, maxBytes: number, signal: AbortSignal): Promise<string> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) throw new FeedFetchError(`larger than ${Math.round(maxBytes / 1024)} KB`)
      chunks.push(value)
    }
  } catch (error) {
    if (error instanceof FeedFetchError) throw error
    throw new FeedFetchError(signal.aborted ? 'no complete answer in time' : `cut off (${(error as Error).message})`)
  } finally {
    reader.cancel().catch(() => undefined)
  }
  return Buffer.concat(chunks).toString('utf8')
}
