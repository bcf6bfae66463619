import type { Route } from './+types/service-worker'
import { createServiceWorkerScript } from '../components/layout/service-worker-script'

/** The service worker lives at the root so that it controls every page. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(createServiceWorkerScript(context.settings.buildId), {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Service-Worker-Allowed': '/',
    },
  })
}
