const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Failed to fetch module|Unable to preload CSS/i
const FLAG = 'chunk-reload-at'

/**
 * After a deployment, a page opened earlier may ask for code chunks that no longer
 * exist. Reload once to fetch the new version; never loop (one reload per 10 s).
 */
export function reloadOnChunkError(error: unknown): void {
  if (typeof window === 'undefined') return
  const message = error instanceof Error ? error.message : String(error ?? '')
  if (!CHUNK_ERROR.test(message)) return
  const last = Number(window.sessionStorage.getItem(FLAG) ?? 0)
  if (Date.now() - last < 10_000) return
  window.sessionStorage.setItem(FLAG, String(Date.now()))
  window.location.reload()
}

export function isChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '')
  return CHUNK_ERROR.test(message)
}
