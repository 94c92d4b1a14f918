import { defineConfig } from 'vitest/config'
import { messagesFiles } from './scripts/messages-files'

export default defineConfig({
  // client/ui/messages.ts imports the messages files' URLs.
  plugins: [messagesFiles()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'data/**', 'tests/e2e/**'],
    environment: 'node',
    globalSetup: ['tests/support/pglite-template.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
