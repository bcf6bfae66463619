import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import './i18n/words.server'
import { scriptsAfterLoad } from './lib/scripts-after-load.server'
import { type AppLoadContext, type EntryContext, type HandleErrorFunction, isRouteErrorResponse, ServerRouter } from 'react-router'

/**
 * React Router's server entry (its default for Node), with two additions:
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
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers get the whole page at once, people get the shell first.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    // Abort after streamTimeout, leaving time to send the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId)
            timeoutId = undefined
            callback()
          },
        })
        responseHeaders.set('Content-Type', 'text/html')
        if (import.meta.env.PROD) {
          const afterLoad = scriptsAfterLoad()
          afterLoad.pipe(body)
          pipe(afterLoad)
        } else pipe(body)
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
      },
      onShellError(error: unknown) {
        reject(error)
      },
      onError(error: unknown) {
        responseStatusCode = 500
        // An error in the shell rejects and reaches handleError; one while streaming is logged here.
        if (shellRendered) loadContext.log.error({ err: error, path: new URL(request.url).pathname }, 'page rendering failed')
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
