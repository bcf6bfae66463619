import { useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { type Locale, localizePath } from '../i18n/config'
import { useLocale, useLocalePath } from './locale'

/**
 * The browser's client of the shop API (/shop/api/store, SPEC §7, §8). Every call sends the cookies and
 * the `locale` parameter. A 401, or a body with JWT_EXPIRED, JWT_INVALID or JWT_NOT_FOUND, triggers one
 * POST /auth/refresh (shared by calls failing at the same moment) and the call is retried once. When the
 * refresh fails, the error is handed to `onAuthFailure` and the person is sent to the login page with
 * the current page as destination.
 */
export const SHOP_API = '/shop/api/store'

const TOKEN_CODES = new Set(['JWT_EXPIRED', 'JWT_INVALID', 'JWT_NOT_FOUND'])
/** Calls whose 401 is an answer, not an expired session. */
const NO_REFRESH = [/^\/auth\/(login|refresh|logout)\b/, /^\/security\/login\b/, /^\/sign-up\b/]

export class ShopApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'ShopApiError'
  }
}

export type ShopRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>
  /** Cancels the call (and its retry): a newer one replaces it. */
  signal?: AbortSignal
}

export type ShopClientOptions = {
  locale: Locale
  /** Where the browser is, to come back after a new login (path and query). */
  currentPath: () => string
  /** Goes to a page of the site (React Router's navigate, or location.assign). */
  navigate: (to: string) => void
  /** Told when the session could not be renewed, before going to the login page. */
  onAuthFailure?: (error: ShopApiError) => void
  /** The login page in the current language ("/en/login"). */
  loginPath?: string
  fetch?: typeof fetch
}

export type ShopClient = {
  request: <T>(path: string, init?: ShopRequest) => Promise<T>
  get: <T>(path: string, query?: ShopRequest['query'], signal?: AbortSignal) => Promise<T>
  post: <T>(path: string, body?: unknown, signal?: AbortSignal) => Promise<T>
  put: <T>(path: string, body?: unknown) => Promise<T>
  delete: <T>(path: string) => Promise<T>
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function errorOf(status: number, body: unknown): ShopApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const code = typeof record.code === 'string' ? record.code : `HTTP_${status}`
  const message = typeof record.message === 'string' ? record.message : typeof body === 'string' && body ? body : `HTTP ${status}`
  const errors =
    typeof record.errors === 'object' && record.errors !== null ? (record.errors as Record<string, string>) : {}
  return new ShopApiError(status, code, message, errors)
}

function codeOf(body: unknown): string | null {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string'
    ? (body as { code: string }).code
    : null
}

export function createShopClient(options: ShopClientOptions): ShopClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init))
  let refreshing: Promise<ShopApiError | null> | null = null

  function url(path: string, query: ShopRequest['query'] = {}): string {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue
      params.set(key, Array.isArray(value) ? JSON.stringify(value) : String(value))
    }
    if (!params.has('locale')) params.set('locale', options.locale)
    return `${SHOP_API}${path}${path.includes('?') ? '&' : '?'}${params.toString()}`
  }

  function send(path: string, init: ShopRequest): Promise<Response> {
    const hasBody = init.body !== undefined
    return doFetch(url(path, init.query), {
      method: init.method ?? (hasBody ? 'POST' : 'GET'),
      credentials: 'include',
      headers: { Accept: 'application/json', ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
      body: hasBody ? JSON.stringify(init.body) : undefined,
      signal: init.signal,
    })
  }

  /** One refresh for every call that needs it at this moment; null when it worked. */
  function refresh(): Promise<ShopApiError | null> {
    refreshing ??= (async () => {
      try {
        const response = await send('/auth/refresh', { method: 'POST' })
        return response.ok ? null : errorOf(response.status, await readBody(response))
      } catch {
        return new ShopApiError(0, 'NETWORK_ERROR', 'Network error')
      }
    })().finally(() => {
      refreshing = null
    })
    return refreshing
  }

  function sessionLost(error: ShopApiError): never {
    options.onAuthFailure?.(error)
    const login = options.loginPath ?? localizePath('/login', options.locale)
    const params = new URLSearchParams({ destination: options.currentPath() })
    if (TOKEN_CODES.has(error.code)) params.set('reason', error.code)
    options.navigate(`${login}?${params.toString()}`)
    throw error
  }

  async function request<T>(path: string, init: ShopRequest = {}): Promise<T> {
    let response = await send(path, init)
    let body = await readBody(response)
    const code = codeOf(body)
    const expired = response.status === 401 || (code !== null && TOKEN_CODES.has(code))
    if (expired && !NO_REFRESH.some((pattern) => pattern.test(path))) {
      const failure = await refresh()
      if (failure) sessionLost(failure)
      response = await send(path, init)
      body = await readBody(response)
      if (response.status === 401) sessionLost(errorOf(response.status, body))
    }
    if (!response.ok) throw errorOf(response.status, body)
    return body as T
  }

  return {
    request,
    get: (path, query, signal) => request(path, { method: 'GET', query, signal }),
    post: (path, body, signal) => request(path, { method: 'POST', body, signal }),
    put: (path, body) => request(path, { method: 'PUT', body }),
    delete: (path) => request(path, { method: 'DELETE' }),
  }
}

/** The shop client of the current page: its language, its address, React Router's navigation. */
export function useShopClient(onAuthFailure?: (error: ShopApiError) => void): ShopClient {
  const locale = useLocale()
  const localize = useLocalePath()
  const navigate = useNavigate()
  const location = useLocation()
  const current = `${location.pathname}${location.search}`
  const loginPath = localize('/login')
  return useMemo(
    () =>
      createShopClient({
        locale,
        loginPath,
        currentPath: () => current,
        navigate: (to) => void navigate(to),
        onAuthFailure,
      }),
    [locale, loginPath, current, navigate, onAuthFailure],
  )
}
