import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { checkMiddlewareNames } from './scripts/check-middleware'
import { messagesFiles } from './scripts/messages-files'
import { serviceWorker } from './scripts/service-worker'

// The storefront's stylesheets (global, layout, products, overlays, cart, checkout, its pages)
// in one file; an order's page and summary (client/ui/order) load with the pages showing one.
// Split by component they were six or seven render-blocking requests of 0.2–7 KB per page, and
// over HTTP/1.1 the seventh waited for a free connection. Together they are 7 KB
// gzip, cached once for every page (2.3 KB of it the 14 allergen pictograms, inlined as data: URIs).
const STOREFRONT_CSS =
  /\/client\/(renderer\/|ui\/(?!order\/)|shop\/(layout|product|cart|checkout|pages\/\(shop\))\/)[^?]*\.css$/

// The shell's small modules every storefront page runs (site, cookies, hydration's flag, icon, picture,
// banners, the footer's phone link and legal paths, the cart's lines; the console's phone order shares
// the flag and the lines): as chunks of their own each was 100–300 B with an import header of its own.
const SHELL_JS =
  /\/client\/(ui\/(site|cookies|hydrated)|renderer\/data-text)\.ts$|\/client\/(ui\/(Icon|Picture)|shop\/layout\/AlertBanner)\.tsx$|\/shared\/(tel|legal|cart)\.ts$/

export default defineConfig({
  plugins: [react(), vike(), checkMiddlewareNames(), messagesFiles(), serviceWorker()],
  // The #shared/…, #server/…, #client/… aliases are tsconfig.json's paths (esbuild and tsx read them too).
  resolve: { tsconfigPaths: true },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'storefront', test: STOREFRONT_CSS },
            { name: 'shell', test: SHELL_JS },
          ],
        },
      },
    },
  },
})
