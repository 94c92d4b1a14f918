// Production build: the Vike client and server bundles, the Node server, the Workers edge, a build id for
// new-version detection, and precompressed copies of text assets.
import { execSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { cpSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { bundleNodeServer } from './node-bundle.mjs'

const run = (command) => execSync(command, { stdio: 'inherit' })

// The id builds/latest.json announces; the service worker (scripts/service-worker.ts) carries it too.
const buildId = randomUUID()
process.env.BUILD_ID = buildId
run('vike build')
// The Node server (dist/node.mjs). The pages' server build stays beside it, not inside it: bundled,
// every page's libraries (the date picker's, say) loaded at start; imported, each page's chunk loads
// with its first render (docs/benchmarks.md, "2026-11-28, night").
await bundleNodeServer()
// The first admin in a production image, which has no tsx: `node dist/operator-create.mjs …`.
run(
  'esbuild scripts/operator-create.ts --bundle --platform=node --format=esm --target=node20 --packages=external --outfile=dist/operator-create.mjs --log-level=warning',
)
// The seeded demo database a first start loads (scripts/seed-template.ts), beside dist/node.mjs.
run(
  'esbuild scripts/seed-template.ts --bundle --platform=node --format=esm --target=node20 --packages=external --outfile=dist/seed-template.mjs --log-level=warning',
)
// Both bundles resolve the migrations beside themselves (server/db/client.ts).
cpSync('server/db/migrations', 'dist/migrations', { recursive: true })
// And the share previews' font (server/images/share.ts).
cpSync('server/images/fonts', 'dist/fonts', { recursive: true })
run('node dist/seed-template.mjs')

mkdirSync('dist/client/builds', { recursive: true })
writeFileSync('dist/client/builds/latest.json', JSON.stringify({ id: buildId }))
// The Workers edge (wrangler.toml): one module with the pages, React's web-stream renderer and the
// chain; node:* builtins come from the runtime's nodejs_compat.
run(
  `esbuild server/workers/worker.ts --bundle --format=esm --platform=browser --conditions=workerd,worker,browser --external:node:* --define:BUILD_ID='"${buildId}"' --define:process.env.NODE_ENV='"production"' --minify --outfile=dist/worker/worker.js --log-level=warning`,
)

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml|map)$/
function compress(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) compress(path)
    else if (COMPRESSIBLE.test(name) && statSync(path).size > 1024) {
      const data = readFileSync(path)
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }))
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      )
    }
  }
}
compress('dist/client')
