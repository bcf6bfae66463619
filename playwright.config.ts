import { defineConfig, devices } from '@playwright/test'

/**
 * Browser tests in Debian's Chromium, each worker against a site of its own (tests/e2e/fixtures.ts:
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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
