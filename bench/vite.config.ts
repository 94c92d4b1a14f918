import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { messagesFiles } from '../scripts/messages-files'

// The bare-React baseline as a production SSR bundle (CSS imports dropped, JSX compiled for prod).
export default defineConfig({
  // client/ui/messages.ts imports the messages files' URLs.
  plugins: [react(), messagesFiles()],
  logLevel: 'warn',
  build: {
    ssr: 'bench/menu-tree.tsx',
    outDir: 'dist/bench',
    emptyOutDir: true,
    target: 'node20',
  },
  ssr: { noExternal: ['vike-react'] },
})
