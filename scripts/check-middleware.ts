import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

const PAGES = new URL('../client/', import.meta.url).pathname
const REGISTRY = new URL('../client/renderer/middleware.ts', import.meta.url).pathname

function configFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return configFiles(path)
    return name === '+config.ts' ? [path] : []
  })
}

/** Spec §6: a route naming an unknown middleware fails the build with an error naming it. */
export function unknownMiddlewares(pages = PAGES): string[] {
  const known = new Set(
    [...readFileSync(REGISTRY, 'utf8').matchAll(/^ {2}(?:async )?(\w+)\(pageContext/gm)].map(
      (m) => m[1],
    ),
  )
  return configFiles(pages).flatMap((file) => {
    const list = /routeMiddleware:\s*\[([^\]]*)\]/.exec(readFileSync(file, 'utf8'))?.[1] ?? ''
    return [...list.matchAll(/'(\w+)'/g)]
      .map((m) => m[1]!)
      .filter((name) => !known.has(name))
      .map((name) => `${name} (${file.slice(pages.length)})`)
  })
}

export function checkMiddlewareNames(): Plugin {
  return {
    name: 'check-middleware-names',
    buildStart() {
      const unknown = unknownMiddlewares()
      if (unknown.length) this.error(`Unknown route middleware: ${unknown.join(', ')}`)
    },
  }
}
