import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { checkMiddlewareNames } from './scripts/check-middleware'

export default defineConfig({
  plugins: [react(), vike(), checkMiddlewareNames()],
  build: { target: 'es2022' },
})
