// `npm start`: build first when there is no build, then serve it.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

if (!existsSync('dist/node.mjs') || !existsSync('dist/server/entry.mjs')) {
  execSync('node scripts/build.mjs', { stdio: 'inherit' })
}
process.env.NODE_ENV ??= 'production'
await import('../dist/node.mjs')
