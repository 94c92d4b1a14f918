// dist/node.mjs: the Node server and the libraries only it uses, in one module. A start loaded 572
// modules (drizzle 112, pg-boss 37 and its date libraries), and Node's loader spent about a third
// of it resolving and reading them; bundled, 417 load, and a start on an existing folder is sooner
// and keeps less resident (docs/benchmarks.md, "2026-11-29, day").
import { readdirSync, readFileSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import { join, relative, resolve } from 'node:path'
import { build } from 'esbuild'

const PAGES_BUILD = 'dist/server'
/** `from 'x'`, `import 'x'` and `import('x')` of a name, not of a path. */
const ANY_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*["']([^"'./#][^"']*)["']/g
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"'./#][^"']*)["']/g

/**
 * Libraries that find files of their own at run time: PGlite's WebAssembly and data, sharp's native
 * addon, pino's worker-thread transports, pg's optional native binding.
 */
const OWN_FILES = ['@electric-sql/pglite', 'sharp', 'pino', 'pg']

/** Which libraries stay in node_modules, imported at run time, instead of inside dist/node.mjs. */
function externalPackages() {
  const { devDependencies } = JSON.parse(readFileSync('package.json', 'utf8'))
  return withTheirDependencies([
    ...OWN_FILES,
    // One copy of what the pages' server build imports too: Vike's runtime must be one; React
    // and zod would load twice.
    ...packagesImportedIn(PAGES_BUILD, ANY_IMPORT),
    // What the server imports with import() (mail, push, metrics, assistants, sharp) loads on its
    // first use, as the code asks, not with every start.
    ...packagesImportedIn('server', DYNAMIC_IMPORT),
    // Vite, which only a development server imports, like every development dependency.
    ...Object.keys(devDependencies),
  ])
}

export async function bundleNodeServer() {
  const external = externalPackages()
  await build({
    entryPoints: ['server/node.ts'],
    outfile: 'dist/node.mjs',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Names stay as written: a stack trace in the log reads as the source does.
    minifyWhitespace: true,
    minifySyntax: true,
    // The CommonJS libraries inside (luxon, cron-parser) call require() for Node's modules.
    banner: {
      js: "import{createRequire}from'node:module';const require=createRequire(import.meta.url);",
    },
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(pluginBuild) {
          // The pages' server build, imported from beside dist/node.mjs when the server starts.
          pluginBuild.onResolve({ filter: /\/dist\/server\// }, ({ path, resolveDir }) => ({
            path: `./${relative(resolve('dist'), join(resolveDir, path))}`,
            external: true,
          }))
          pluginBuild.onResolve({ filter: /^(@[\w.-]+\/)?[\w.-]+(\/|$)/ }, ({ path, kind }) =>
            kind === 'dynamic-import' || external.has(packageName(path))
              ? { path, external: true }
              : undefined,
          )
        },
      },
    ],
  })
}

/**
 * The packages and, from their package.json, everything they depend on or expect beside them: a
 * library left outside brings its own copy of those, so the server must use that copy too (hono is
 * @hono/zod-openapi's: with a second hono inside, a malformed body's HTTPException was no
 * HTTPException to the server's error handler, and a 400 became a 500).
 */
function withTheirDependencies(roots) {
  const names = new Set()
  const pending = [...roots]
  while (pending.length > 0) {
    const name = pending.pop()
    if (names.has(name)) continue
    names.add(name)
    let manifest
    try {
      manifest = JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8'))
    } catch {
      continue // An optional dependency that is not installed.
    }
    pending.push(...Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }))
  }
  return names
}

/** The packages a folder's modules import by name: `react`, `vike/server` → `vike`, `@scope/name`. */
function packagesImportedIn(folder, pattern) {
  const names = new Set()
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(m?js|tsx?)$/.test(entry.name)) continue
    const code = readFileSync(join(entry.parentPath, entry.name), 'utf8')
    for (const [, specifier] of code.matchAll(pattern))
      if (!isBuiltin(specifier)) names.add(packageName(specifier))
  }
  return names
}

function packageName(specifier) {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}
