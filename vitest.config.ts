import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{app,domain,db,server,deploy}/**/*.test.{ts,tsx}', 'eslint/**/*.test.js'],
          environment: 'node',
          // Worker threads rather than child processes: the 237 files start a worker each, and a thread
          // costs less to start than a process (135 s against 176 s for the whole project; decision 052).
          pool: 'threads',
          globalSetup: ['tests/support/templates.global.ts'],
          setupFiles: ['tests/support/scratch.setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          // Every answer of the APIs is held to the OpenAPI document (docs/decisions/054).
          setupFiles: ['tests/support/scratch.setup.ts', 'tests/support/contract.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
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
