import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// A random loopback port unless given, so several runs can share a machine. Set here once, the
// value reaches the worker processes through their inherited environment.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000))
const port = Number(process.env.E2E_PORT)
// Under TMPDIR, which `npm test` points at a folder of the run that it removes at the end.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `agency-e2e-${port}`)

/** Browser tests in Debian's Chromium against the built site on a fresh embedded database. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx server/index.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Its public address is the one the browser uses, as in production (links, canonical addresses).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // A test site: seeded like the demo, also when DATABASE_URL is set (docs/decisions/043).
      SITE_MODE: 'test',
      // Tests that send requests give their own X-Forwarded-For, so they do not share one rate limit.
      TRUST_PROXY: 'true',
      // Each spec is one scripted client asking far more renders per address than a visitor (decision 047).
      ADMISSION_CLIENT_MS: '100000',
      // Tiles come from the network, which tests never use.
      MAP_TILE_URL: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`,
    },
  },
})
