/**
 * The body of /sw.js (served by app/routes/service-worker.ts with
 * Content-Type: text/javascript, Cache-Control: no-cache, Service-Worker-Allowed: /).
 *
 * It is deliberately minimal: it takes control at once and caches nothing. It has no
 * fetch handler, so every request goes straight to the network as if there were no
 * worker (no stale pages, no stale prices, no stale cart). On activation it also
 * deletes caches an earlier worker may have left behind.
 *
 * To make browsers pick up a new worker after a deployment, serve
 * createServiceWorkerScript(buildId): the script must differ byte for byte.
 */
export function createServiceWorkerScript(version = '1'): string {
  return `/* Crans-Montana Agency service worker, version ${version.replace(/[^\w.-]/g, '')} */
'use strict';

self.addEventListener('install', function () {
  self.skipWaiting();
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches
      .keys()
      .then(function (keys) {
        return Promise.all(keys.map(function (key) { return caches.delete(key); }));
      })
      .catch(function () {})
      .then(function () { return self.clients.claim(); })
  );
});
`
}

export const serviceWorkerScript = createServiceWorkerScript()
