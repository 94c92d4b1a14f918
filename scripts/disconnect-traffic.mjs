// Visitors who leave: requests abandoned before the answer, at its first bytes and at a random point
// of it, mixed with visitors who stay, over every way the server answers (a page that streams, a
// page rendered for a session, a big page, the JSON API, a static file, an upload). The load test
// (tests/load/disconnects.test.ts) and the soak (scripts/soak.mjs) both send it.
import net from 'node:net'
import autocannon from 'autocannon'
import { UNCACHED_QUERY } from './production-server.mjs'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36'
const ANONYMOUS = 'lang=en; attention=1'
const SESSION = `${ANONYMOUS}; auth_token=load-test-session-token-0123456789abcdef0123`
// A cart of 100 lines: the API reads and validates the whole upload before pricing it.
const QUOTE = JSON.stringify({
  lines: Array.from({ length: 100 }, (_, i) => ({
    id: i + 1,
    quantity: 2,
    currentPrice: 1000,
    modifiers: [],
  })),
})

/**
 * The traffic's targets by name; `asset` is a built file the home page loads (`findAsset`). The
 * server compresses as it streams: the codings vary so that brotli, gzip, the precompressed file
 * and an uncompressed answer are all left halfway.
 */
export function targets(asset) {
  const page = (path, cookie, coding) => ({
    path,
    headers: { 'User-Agent': BROWSER, Cookie: cookie, 'Accept-Encoding': coding },
  })
  return {
    home: { name: 'home /en, streamed (page cache)', ...page('/en', ANONYMOUS, 'gzip, br') },
    homeRendered: {
      name: 'home /en, streamed, session (rendered)',
      ...page(`/en${UNCACHED_QUERY}`, SESSION, 'gzip, br'),
    },
    menu: { name: 'menu /en/menu (page cache)', ...page('/en/menu', ANONYMOUS, 'gzip') },
    menuRendered: {
      name: 'menu /en/menu, session (rendered)',
      ...page(`/en/menu${UNCACHED_QUERY}`, SESSION, 'gzip'),
    },
    api: {
      name: 'menu API /api/menu',
      path: '/api/menu',
      headers: { 'Accept-Language': 'en', 'Accept-Encoding': 'identity' },
    },
    asset: { name: `static ${asset}`, path: asset, headers: { 'Accept-Encoding': 'br' } },
    quote: {
      name: 'cart quote upload',
      path: '/api/cart/quote',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: QUOTE,
    },
  }
}

/** The biggest script the home page loads: a long static answer to leave halfway through. */
export async function findAsset(base) {
  const html = await (await fetch(`${base}/en`, { headers: { 'User-Agent': BROWSER } })).text()
  const scripts = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1])
  const sizes = await Promise.all(
    scripts.map(async (path) => (await (await fetch(base + path)).arrayBuffer()).byteLength),
  )
  return scripts[sizes.indexOf(Math.max(...sizes))]
}

/** Answers the target in full, as a visitor who stays; the body is read to its end. */
export async function visit(base, target) {
  const response = await fetch(base + target.path, {
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
  })
  return { status: response.status, text: await response.text() }
}

/**
 * One visitor who leaves, on a raw socket so nothing closes politely: `cut` is 'upload' (half the
 * body sent), 'sent' (request out, gone within a few ms), 'first' (at the first bytes of the
 * answer), 'stall' (stops reading at the first bytes, so the server's writes back up, and leaves
 * within 300 ms) or a byte count into the answer.
 */
export function abandon(port, target, cut) {
  const body = target.body ?? ''
  const head = [
    `${target.method ?? 'GET'} ${target.path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    ...Object.entries(target.headers).map(([name, value]) => `${name}: ${value}`),
    ...(body ? [`Content-Length: ${Buffer.byteLength(body)}`] : []),
  ].join('\r\n')
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    let received = 0
    const leave = () => socket.destroy()
    socket.on('error', () => {})
    socket.on('close', resolve)
    // A cut past the answer's end: the server closes the connection itself (Connection: close).
    socket.setTimeout(10_000, leave)
    socket.on('connect', () => {
      if (cut === 'upload') {
        socket.write(`${head}\r\n\r\n${body.slice(0, body.length / 2)}`)
        setTimeout(leave, Math.random() * 20)
        return
      }
      socket.write(`${head}\r\n\r\n${body}`)
      if (cut === 'sent') setTimeout(leave, Math.random() * 5)
    })
    socket.on('data', (chunk) => {
      received += chunk.length
      if (cut === 'stall') {
        socket.pause()
        setTimeout(leave, Math.random() * 300)
      } else if (cut === 'first' || received >= cut) leave()
    })
  })
}

const CUTS = ['sent', 'first', 'stall', 'random']

/**
 * One round: every target abandoned at every kind of cut, `visitors` times over, concurrently with
 * a visitor who stays on each target. Resolves with how many left and the statuses the staying
 * visitors got (0: no answer at all, as when the server is gone).
 */
export async function round(base, port, byName, visitors = 4) {
  const list = Object.values(byName)
  const leaving = []
  for (let i = 0; i < visitors; i++) {
    for (const target of list) {
      for (const cut of target.body ? ['upload', ...CUTS] : CUTS) {
        leaving.push(abandon(port, target, cut === 'random' ? randomCut() : cut))
      }
    }
  }
  const staying = list.map((target) =>
    visit(base, target).then(
      (answer) => answer.status,
      () => 0,
    ),
  )
  await Promise.all(leaving)
  return { abandoned: leaving.length, statuses: await Promise.all(staying) }
}

// Within the answers above (8 to 62 KB as sent, headers included); squared, so that the shorter ones
// are cut as often as the longer.
const randomCut = () => 1 + Math.floor(Math.random() ** 2 * 64 * 1024)

/**
 * autocannon giving up after its shortest timeout (1 s, longer than a render under load) and
 * dropping what it has in flight when its time is up; it reconnects and asks again, `connections`
 * at a time, for `seconds`.
 */
export function impatient(base, target, { connections = 20, seconds = 2 } = {}) {
  return autocannon({
    url: base + target.path,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
    timeout: 1,
  })
}
