import { serviceWorkerScript } from '../components/layout/service-worker-script'

/** The service worker lives at the root so that it controls every page. */
export function loader() {
  return new Response(serviceWorkerScript, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Service-Worker-Allowed': '/',
    },
  })
}
