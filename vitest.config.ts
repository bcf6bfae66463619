import { defineConfig } from 'vitest/config'

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
