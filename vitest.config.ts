import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'data/**', 'tests/e2e/**'],
    environment: 'node',
    globalSetup: ['tests/support/pglite-template.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
