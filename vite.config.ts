import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

/**
 * Every page runs React and React Router: one chunk for them (one request instead of five,
 * compressed together), and one for the small modules most pages share, instead of dozens of files
 * under a kilobyte that each cost a request before the page comes alive.
 */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/

/**
 * The small modules most public pages share. Neither the back office's own code nor the form checks
 * are among them: the back office's many pages share the checks, and counted with them the checks
 * (and zod and the phone numbers' metadata they import) would load on every public page.
 */
const sharedByPages = (id: string) => /[\\/](app|domain)[\\/]/.test(id) && !/[\\/](admin|back-office|staff|validation)[\\/]/.test(id)

/** `npm start` builds on the visitor's machine: no report of slow plugins there (most of it is React Router's). */
const checks = { bundlerTimings: false }

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: {
    assetsInlineLimit: 0,
    // The only chunks over Vite's 500 kB are the password-strength dictionaries (zxcvbn's common,
    // French and English words, up to 1.2 MB), which a password field loads when it is used; what a
    // page loads first has its own, enforced budget (docs/decisions/029). A new chunk above the
    // largest dictionary still warns.
    chunkSizeWarningLimit: 1300,
    rolldownOptions: isSsrBuild
      ? { checks }
      : {
          checks,
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 2 },
                { name: 'shared', test: sharedByPages, minShareCount: 12, priority: 1 },
              ],
            },
          },
        },
  },
}))
