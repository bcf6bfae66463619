import { useEffect } from 'react'
import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router'
import type { Route } from './+types/lang'
import { ErrorPage } from '../components/ErrorPage'
import { NotFoundPage } from '../components/NotFoundPage'
import { isLocale } from '../i18n/config'
import { reloadOnChunkError } from '../lib/chunk-reload'

/** The locale guard: an optional language segment that must be a served language. */
export function loader({ params }: Route.LoaderArgs) {
  if (params.lang !== undefined && !isLocale(params.lang)) {
    throw new Response('Not Found', { status: 404 })
  }
  return null
}

export default function LanguageLayout() {
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  useEffect(() => reloadOnChunkError(error), [error])
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} message={error.statusText} />
  return <ErrorPage status={500} />
}
