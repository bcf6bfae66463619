import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // React Router 8's behaviours, each decided (docs/decisions/044): the one taken changes nothing a
  // visitor gets; the others would change what the site does or how it is built, each a change of its own.
  future: {
    v8_trailingSlashAwareDataRequests: true,
    // Still "experimental" in React Router 7 (it says so at each build), and nothing here needs it.
    v8_viteEnvironmentApi: false,
    // The loaders take the locale and paths from request.url, which would then end in ".data".
    v8_passThroughRequests: false,
    // The load context would have to become a RouterContextProvider; Hono's middleware does this job.
    v8_middleware: false,
    // The client loaders run on navigations only; split, they add two requests and 0.4 KB to a
    // rental's first load, at its budget (docs/decisions/029).
    v8_splitRouteModules: false,
  },
} satisfies Config
