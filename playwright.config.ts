import fs from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

/**
 * Debian's Chromium built as a headless shell (package chromium-headless-shell, the same version as
 * chromium): the browser Playwright itself runs headless tests in. It starts and draws pages in about
 * two thirds of the full browser's time on this machine (decision 052). A visible window (--headed,
 * --debug, --ui) needs the full browser, and so does a machine without the shell; CHROMIUM_PATH
 * chooses another binary.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const wantsWindow = process.argv.some((arg) => ['--headed', '--debug', '--ui'].includes(arg))
const browserPath = process.env.CHROMIUM_PATH ?? (!wantsWindow && fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

/**
 * Browser tests in Debian's Chromium (its headless shell), each worker against a site of its own (tests/e2e/fixtures.ts:
 * the built site on an embedded database copied from the run's seeded template), so that files run
 * side by side without one's bookings, texts or prices reaching another's pages.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two files at a time: the browser and the two sites share this machine's two cores (E2E_WORKERS).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  globalSetup: 'tests/e2e/global-setup.ts',
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: browserPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
})
