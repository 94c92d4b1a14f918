import { pipeline, Readable } from 'node:stream'
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
} from 'node:zlib'
import { type Encoding, pickEncoding } from './accept-encoding'
import { keepRecent } from './recently-used'

const COMPRESSIBLE = /^(text\/(?!event-stream)|application\/(json|javascript|xml)|image\/svg\+xml)/
// Written in one piece (the API's JSON, short texts): compressed whole, or left alone when tiny. A
// stream of zlib's costs more than a small answer itself (/healthz: 8× slower when gzip was asked).
const WHOLE = /^(application\/json|text\/plain)/
// Below this a compressed body saves less than its headers cost.
const MIN_BYTES = 1024
// Brotli's default (11) takes about 170 ms on the menu page here; 4 beats gzip's default on both
// time and size.
const BROTLI_QUALITY = 4
// Compressed answers kept by their validator: a few catalog reads per language and query.
const MAX_KEPT = 200

/**
 * The Node server compresses what it renders and answers (pages, JSON) itself: the built client
 * is precompressed, and on Workers the platform compresses. Each chunk is flushed as it is written,
 * so a streamed page still reaches the browser section by section.
 */
export function compressed<Rest extends unknown[]>(
  fetch: (request: Request, ...rest: Rest) => Response | Promise<Response>,
) {
  const kept = new Map<string, NonSharedBuffer>()
  return async (request: Request, ...rest: Rest): Promise<Response> => {
    const response = await fetch(request, ...rest)
    const encoding = request.method === 'HEAD' ? null : pickEncoding(request)
    // Headers first: reading `body` turns @hono/node-server's light Response into a stream, and
    // a cached page's bytes would then be streamed instead of written at once.
    if (!encoding || !worthCompressing(response) || !response.body) return response
    if (WHOLE.test(response.headers.get('Content-Type') ?? ''))
      return whole(response, encoding, kept, request.url)
    const zip =
      encoding === 'br'
        ? createBrotliCompress({
            flush: constants.BROTLI_OPERATION_FLUSH,
            params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
          })
        : createGzip({ flush: constants.Z_SYNC_FLUSH })
    // pipeline: a client that goes away mid-stream cancels the page's own stream too.
    pipeline(
      Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
      zip,
      () => {},
    )
    return new Response(Readable.toWeb(zip) as ReadableStream, {
      status: response.status,
      statusText: response.statusText,
      headers: encodedHeaders(response, encoding),
    })
  }
}

/**
 * An answer with a validator (the catalog's ETag) has the same bytes until its tag changes, so its
 * compressed form is kept: brotli took more than half of each /api/menu answer (docs/benchmarks.md).
 */
async function whole(
  response: Response,
  encoding: Encoding,
  kept: Map<string, NonSharedBuffer>,
  url: string,
): Promise<Response> {
  const init = { status: response.status, statusText: response.statusText }
  const etag = response.headers.get('ETag')
  const key = etag && `${encoding} ${etag} ${url}`
  const known = key ? kept.get(key) : undefined
  if (key && known) {
    await response.body?.cancel()
    keepRecent(kept, key, known, MAX_KEPT)
    return new Response(known, { ...init, headers: encodedHeaders(response, encoding) })
  }
  const body = new Uint8Array(await response.arrayBuffer())
  if (body.length < MIN_BYTES) return new Response(body, { ...init, headers: response.headers })
  const zipped =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : gzipSync(body)
  if (key) keepRecent(kept, key, zipped, MAX_KEPT)
  return new Response(zipped, { ...init, headers: encodedHeaders(response, encoding) })
}

function encodedHeaders(response: Response, encoding: Encoding): Headers {
  const headers = new Headers(response.headers)
  headers.set('Content-Encoding', encoding)
  headers.delete('Content-Length')
  const vary = headers.get('Vary')
  if (!vary?.toLowerCase().includes('accept-encoding')) {
    headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  }
  return headers
}

function worthCompressing(response: Response): boolean {
  const { headers, status } = response
  if (status < 200 || status === 204 || status === 206 || status === 304) return false
  if (headers.has('Content-Encoding')) return false
  if (headers.get('Cache-Control')?.includes('no-transform')) return false
  if (!COMPRESSIBLE.test(headers.get('Content-Type') ?? '')) return false
  const length = headers.get('Content-Length')
  return length === null || Number(length) >= MIN_BYTES
}
