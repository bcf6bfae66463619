import http from 'node:http'

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string }

export type RawRequestOptions = {
  method?: string
  headers?: Record<string, string>
  /** Sent as is; give its content-type in `headers`. */
  body?: string
}

/**
 * One HTTP/1.1 request to a test server on 127.0.0.1, sent as written: fetch() replaces the Host
 * header and normalises the path ("//evil.example"), this does neither. Redirects are not followed.
 */
export function rawRequest(baseUrl: string, path: string, options: RawRequestOptions = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, path, method: options.method ?? 'GET', headers: options.headers, timeout: 20_000 },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
        response.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(new Error(`${path}: no answer within 20 s`)))
    request.on('error', reject)
    request.end(options.body)
  })
}

/** A form body, as a browser sends it. */
export function formBody(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString()
}

/** The visible text of a page's main part: scripts and tags removed, entities decoded, spaces collapsed. */
export function mainText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? html
  return main
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}
