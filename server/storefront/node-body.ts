import { PassThrough, Readable } from 'node:stream'
import type { RenderOptions } from './render'

// vike-react streams through a Node pipe on Node; a PassThrough bridges it to the web stream Hono
// answers with (Writable.fromWeb crashed Node 20 on client disconnects, nodejs/node#62199).
export const nodeBody: NonNullable<RenderOptions['body']> = (httpResponse) => {
  const passThrough = new PassThrough()
  httpResponse.pipe(passThrough)
  return Readable.toWeb(passThrough) as ReadableStream
}
