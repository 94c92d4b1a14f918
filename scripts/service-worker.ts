import { build } from 'esbuild'
import type { Plugin } from 'vite'
// biome-ignore lint/style/noRestrictedImports: Vite's config loader, which runs this plugin, knows no aliases
import { SERVICE_WORKER_PATH } from '../shared/app-install'

const ENTRY = 'client/shop/pwa/sw.ts'

/** The worker as one classic script; its build id names its cache (client/shop/pwa/sw-rules.ts). */
async function bundle(buildId: string, minify: boolean): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify,
    define: { BUILD_ID: JSON.stringify(buildId) },
    logLevel: 'warning',
  })
  return result.outputFiles[0]!.text
}

/**
 * `/sw.js`, at the root so its scope is the whole site (issue 39). The client build emits it with
 * the build's id, which scripts/build.mjs hands over as BUILD_ID (the id builds/latest.json
 * announces); the dev server bundles it on each request.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'service-worker',
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return
      const buildId = process.env.BUILD_ID
      if (!buildId) this.error('BUILD_ID is not set: build with `npm run build`')
      this.emitFile({
        type: 'asset',
        fileName: SERVICE_WORKER_PATH.slice(1),
        source: await bundle(buildId, true),
      })
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== SERVICE_WORKER_PATH) return next()
        bundle('dev', false).then((code) => {
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8')
          res.setHeader('Cache-Control', 'no-cache')
          res.end(code)
        }, next)
      })
    },
  }
}
