import { defineConfig } from 'vitest/config'

// Two test files at a time (vitest would take one on a machine of two cores: cores − 1). The HTTP
// tests mostly wait for the sites they start, so two of them share the cores well. On
// TEST_DATABASE_URL the HTTP tests' sites share one database, so their files run one at a time, after
// the unit tests (which open databases of their own).
const WORKERS = 2
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{app,domain,db,server,deploy}/**/*.test.{ts,tsx}', 'eslint/**/*.test.js'],
          environment: 'node',
          globalSetup: ['tests/support/templates.global.ts'],
          setupFiles: ['tests/support/scratch.setup.ts'],
          testTimeout: 20_000,
          maxWorkers: WORKERS,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          setupFiles: ['tests/support/scratch.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          maxWorkers: onPostgres ? 1 : WORKERS,
          sequence: { groupOrder: onPostgres ? 1 : 0 },
        },
      },
      {
        // The compiled site on another Node.js: .ci/run runs it with Node 24 (README, "Going live").
        test: {
          name: 'smoke',
          include: ['tests/smoke/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/scratch.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
