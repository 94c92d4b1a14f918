import { serveStatic } from '@hono/node-server/serve-static'
import type { ServeFile } from './static-assets'

/** Node reads the built client from disk, with the .br and .gz copies when the browser takes them. */
export function nodeFiles(root: string): ServeFile {
  const files = serveStatic({ root, precompressed: true })
  return async (c) => {
    const served = await files(c, async () => {})
    return served instanceof Response ? served : null
  }
}
