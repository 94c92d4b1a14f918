import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
// biome-ignore lint/style/noRestrictedImports: Vite loads its config without tsconfig's paths
import { messagesFiles } from '../scripts/messages-files'

const ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '')

// The bare-React baseline as a production SSR bundle (CSS imports dropped, JSX compiled for prod).
export default defineConfig({
  // client/ui/messages.ts imports the messages files' URLs.
  plugins: [react(), messagesFiles()],
  logLevel: 'warn',
  // tsconfig.json's paths apply to its own folders only, not bench/: this file's imports get them
  // as aliases, the app's modules from tsconfig.json as in the app's own build.
  resolve: {
    alias: [{ find: /^#(client|shared|locales)\//, replacement: `${ROOT}/$1/` }],
    tsconfigPaths: true,
  },
  build: {
    ssr: 'bench/menu-tree.tsx',
    outDir: 'dist/bench',
    emptyOutDir: true,
    target: 'node20',
  },
  ssr: { noExternal: ['vike-react'] },
})
