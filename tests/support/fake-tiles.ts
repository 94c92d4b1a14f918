// A stand-in map tile server on 127.0.0.1 that answers `/{z}/{x}/{y}.png` as OpenStreetMap's does,
// with one small grey PNG, and counts what it was asked. The browser tests' web server runs it
// (`tsx tests/support/fake-tiles.ts PORT`); `GET /requests` says how many tiles were served.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'

/** A 1×1 light grey PNG: the browser stretches it over the tile's 256 px. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGN4BgAA6ADnJ9uH/gAAAABJRU5ErkJggg==',
  'base64',
)
const TILE_PATH = /^\/\d{1,2}\/\d{1,7}\/\d{1,7}\.png$/

export type FakeTiles = {
  url: string
  /** The tile paths asked, in order. */
  requests: string[]
  stop(): Promise<void>
}

export async function startFakeTiles(port = 0): Promise<FakeTiles> {
  const requests: string[] = []
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    if (path === '/requests') {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ count: requests.length }))
      return
    }
    if (!TILE_PATH.test(path)) {
      response.writeHead(404).end()
      return
    }
    requests.push(path)
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(TILE)
  })
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    requests,
    stop: () =>
      new Promise((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeTiles(Number(process.argv[2] ?? 0))
  console.log(`fake tiles at ${fake.url}`)
}
