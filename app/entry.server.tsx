import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import './i18n/words.server'
import { scriptsAfterLoad } from './lib/scripts-after-load.server'
import { type AppLoadContext, type EntryContext, type HandleErrorFunction, isRouteErrorResponse, ServerRouter } from 'react-router'

/**
 * React Router's server entry (its default for Node), with these changes:
 * - the page is rendered whole before it is answered (below);
 * - every inline script of the page (React Router's hydration data and module loader, its scroll
 *   restoration, React's streaming scripts) carries the response's CSP nonce, taken from the load
 *   context (`cspNonce`, made by server/middleware/security), so the policy needs no 'unsafe-inline';
 * - errors of loaders, actions and rendering are logged through the request's own logger, with its
 *   request id, instead of the console;
 * - in the built site, the page's modules are asked for once the page has loaded (decision 036).
 */

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const nonce = loadContext.cspNonce

  return new Promise<Response>((resolve, reject) => {
    let shellReady = false
    // Abort after streamTimeout, leaving time to send the rejected boundaries.
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000)
    const chunks: Buffer[] = []
    // The whole page, then one answer: the pages wait for no data once they render, so streaming the
    // shell first would send the same bytes at about the same time, in many small writes, each
    // compressed on its own (decision 045). Whole, the page is compressed in one call.
    const page = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
      final(done) {
        clearTimeout(timeoutId)
        const html = Buffer.concat(chunks)
        const body = import.meta.env.PROD ? scriptsAfterLoad(html) : html
        responseHeaders.set('Content-Type', 'text/html')
        resolve(new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), { headers: responseHeaders, status: responseStatusCode }))
        done()
      },
    })

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      // The page is sent whole: a finished Suspense boundary stays in place rather than being moved
      // by an inline script after the first 12.8 KB (React's default), so it shows without JavaScript
      // (the rental page's calendar, whose code loads later).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        shellReady = true
      },
      onAllReady() {
        pipe(page)
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId)
        reject(error)
      },
      onError(error: unknown) {
        responseStatusCode = 500
        // An error in the shell rejects and reaches handleError; one in a boundary is logged here.
        if (shellReady) loadContext.log.error({ err: error, path: new URL(request.url).pathname }, 'page rendering failed')
      },
    })
  })
}

/**
 * A loader's, action's or rendering's error, once, in the request's log (its lines carry the request
 * id the response's X-Request-Id header gives). A 4xx the app threw on purpose (404 page…) is not
 * an error; an aborted request (the visitor left) is not either.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  const err = isRouteErrorResponse(error) && (error as { error?: unknown }).error ? (error as { error?: unknown }).error : error
  const log = context?.log
  const line = { err, method: request.method, path: new URL(request.url).pathname }
  if (log) log.error(line, 'page error')
  else console.error(err)
}
