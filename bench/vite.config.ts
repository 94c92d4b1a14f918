import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The bare-React baseline as a production SSR bundle (CSS imports dropped, JSX compiled for prod).
export default defineConfig({
  plugins: [react()],
  logLevel: 'warn',
  build: {
    ssr: 'bench/menu-tree.tsx',
    outDir: 'dist/bench',
    emptyOutDir: true,
    target: 'node20',
  },
  ssr: { noExternal: ['vike-react'] },
})
