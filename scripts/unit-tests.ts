// `npm run test:unit`: the Vitest suite, once, on the Node major of the Dockerfile's image (what
// production runs), so a test passing only on this machine's Node cannot hide a failure in the
// container. The host's Node still serves the browser tests (scripts/e2e.mjs), and `npm start` on it.
import { execFileSync, spawnSync } from 'node:child_process'
import { delimiter, dirname } from 'node:path'
import { containerNode } from './container/node'

const node = containerNode()
const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()
console.log(`Vitest on Node ${version} (${node})`)
const started = Date.now()
const run = spawnSync(
  node,
  ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)],
  // Tests that start `node` themselves get the same one.
  {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH}` },
  },
)
console.log(`Vitest on Node ${version}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
process.exit(run.status ?? 1)
