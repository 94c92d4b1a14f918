import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { pickEncoding } from './accept-encoding'
import { compressed } from './compression'

const PAGE = `<!doctype html><html><body>${'<p>Sakura Set</p>'.repeat(200)}</body></html>`
const html = (body: BodyInit | null, headers: Record<string, string> = {}, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/html;charset=utf-8', ...headers } })
const ask = (acceptEncoding: string, method = 'GET') =>
  new Request('http://shop.test/en', { method, headers: { 'Accept-Encoding': acceptEncoding } })
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer())

describe('pickEncoding', () => {
  it('prefers br, falls back to gzip, and honours q=0', () => {
    expect(pickEncoding(ask('gzip, deflate, br, zstd'))).toBe('br')
    expect(pickEncoding(ask('gzip;q=1.0, br;q=0'))).toBe('gzip')
    expect(pickEncoding(ask('identity'))).toBeNull()
    expect(pickEncoding(new Request('http://shop.test/'))).toBeNull()
  })
})

describe('compressed', () => {
  it('compresses a page and says so, for caches too', async () => {
    const fetch = compressed(async () => html(PAGE, { Vary: 'Cookie, Accept-Language' }))
    const response = await fetch(ask('gzip, deflate, br'))
    expect(response.headers.get('Content-Encoding')).toBe('br')
    expect(response.headers.get('Vary')).toBe('Cookie, Accept-Language, Accept-Encoding')
    const body = await bytes(response)
    expect(body.length).toBeLessThan(PAGE.length / 10)
    expect(brotliDecompressSync(body).toString()).toBe(PAGE)

    const gzipped = await compressed(async () => html(PAGE))(ask('gzip'))
    expect(gzipped.headers.get('Vary')).toBe('Accept-Encoding')
    expect(gunzipSync(await bytes(gzipped)).toString()).toBe(PAGE)
  })

  it('compresses an answer with a validator once per tag and address', async () => {
    // The handler answers differently under one tag: only a kept answer can come back unchanged.
    let [text, etag] = ['first', 'W/"v1"']
    const fetch = compressed(
      async () =>
        new Response(JSON.stringify({ data: text.repeat(300) }), {
          headers: { 'Content-Type': 'application/json', ETag: etag },
        }),
    )
    const read = async (url = 'http://shop.test/api/menu') => {
      const response = await fetch(new Request(url, { headers: { 'Accept-Encoding': 'br' } }))
      expect(response.headers.get('Content-Encoding')).toBe('br')
      expect(response.headers.get('ETag')).toBe(etag)
      return brotliDecompressSync(await bytes(response)).toString()
    }
    expect(await read()).toContain('first')
    text = 'second'
    expect(await read()).toContain('first')
    expect(await read('http://shop.test/api/products')).toContain('second')
    ;[text, etag] = ['third', 'W/"v2"']
    expect(await read()).toContain('third')
  })

  it('sends each streamed chunk before the next one exists', async () => {
    let release = () => {}
    const later = new Promise<void>((resolve) => {
      release = resolve
    })
    const source = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode('<header>shell</header>'))
        await later
        controller.enqueue(new TextEncoder().encode('<section>deferred</section>'))
        controller.close()
      },
    })
    const response = await compressed(async () => html(source))(ask('gzip'))
    const reader = response.body!.getReader()
    const received: Uint8Array[] = []
    const soFar = () =>
      gunzipSync(Buffer.concat(received), { finishFlush: constants.Z_SYNC_FLUSH }).toString()
    while (!soFar().includes('shell')) received.push((await reader.read()).value!)
    expect(soFar()).toBe('<header>shell</header>')
    release()
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      received.push(chunk.value)
    expect(gunzipSync(Buffer.concat(received)).toString()).toBe(
      '<header>shell</header><section>deferred</section>',
    )
  })

  it('compresses JSON whole, with its length, and leaves a tiny answer as it is', async () => {
    const list = JSON.stringify({
      data: Array.from({ length: 100 }, (_, id) => ({ id, name: 'Sakura Set' })),
    })
    const json = (body: string) =>
      compressed(async () => Response.json(JSON.parse(body)))(ask('br, gzip'))
    const big = await json(list)
    expect(big.headers.get('Content-Encoding')).toBe('br')
    expect(big.headers.get('Vary')).toBe('Accept-Encoding')
    expect(brotliDecompressSync(await bytes(big)).toString()).toBe(list)

    const tiny = await json('{"ok":true}')
    expect(tiny.headers.get('Content-Encoding')).toBeNull()
    expect(tiny.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(await tiny.text()).toBe('{"ok":true}')

    const ok = await compressed(async () => new Response('ok', { status: 200 }))(ask('gzip'))
    expect(ok.headers.get('Content-Encoding')).toBeNull()
    expect(await ok.text()).toBe('ok')
  })

  it('leaves alone what is encoded, tiny, not text, a live event stream, bodiless or a HEAD', async () => {
    const untouched = [
      html(PAGE, { 'Content-Encoding': 'br' }),
      html('<p>hi</p>', { 'Content-Length': '9' }),
      new Response(PAGE, { headers: { 'Content-Type': 'image/png' } }),
      new Response(PAGE, { headers: { 'Content-Type': 'text/event-stream' } }),
      html(PAGE, { 'Cache-Control': 'no-transform' }),
      html(null, {}, 304),
    ]
    for (const original of untouched) {
      expect(await compressed(async () => original)(ask('br, gzip'))).toBe(original)
    }
    const page = html(PAGE)
    expect(await compressed(async () => page)(ask('br', 'HEAD'))).toBe(page)
    const plain = html(PAGE)
    expect(await compressed(async () => plain)(ask('identity'))).toBe(plain)
  })
})
