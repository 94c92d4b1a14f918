import { availableParallelism } from 'node:os'
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
    // One file per core, not Vitest's cores − 1: the files spend much of their time waiting on the
    // servers and databases they start (296 s against 444 s for the suite on this 2-core machine).
    maxWorkers: availableParallelism(),
    globalSetup: ['tests/support/pglite-template.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
