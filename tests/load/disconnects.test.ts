import { afterAll, beforeAll, expect, it } from 'vitest'
// @ts-expect-error: plain ES modules, shared with `npm run soak` and `npm run bench`
import { findAsset, impatient, round, targets, visit } from '#scripts/disconnect-traffic.mjs'
// @ts-expect-error: as above
import { startProductionServer } from '#scripts/production-server.mjs'

// Issue 9 "Resilience": visitors who leave mid-answer never take the built server down (Node 20's
// Writable.fromWeb threw on a disconnect, nodejs/node#62199) nor leave memory or descriptors
// behind. Raw sockets cut at every point of every kind of answer, with impatient autocannon
// clients at the same time; then the server is asked normally.
const STORM_MS = 15_000
const SETTLE_MS = 20_000

type Memory = { rssKb: number; usage: { heapUsed: number } }
let server: Awaited<ReturnType<typeof startProductionServer>>
let output = ''
let target: ReturnType<typeof targets>

beforeAll(async () => {
  server = await startProductionServer({ stdio: ['ignore', 'pipe', 'pipe'], memoryProbe: true })
  server.child.stdout.on('data', (chunk: Buffer) => {
    output += chunk
  })
  server.child.stderr.on('data', (chunk: Buffer) => {
    output += chunk
  })
  target = targets(await findAsset(server.base))
  // The server's first start makes its database (production-server.mjs waits up to 90 s).
}, 120_000)

afterAll(() => server?.stop())

it('survives visitors leaving at every point of every answer, with memory and files bounded', async () => {
  // The baseline is the server warmed by whole answers (caches filled, code compiled), not the
  // one just started, whose database set-up memory a GC gives back.
  for (let i = 0; i < 3; i++) {
    for (const each of Object.values<{ name: string }>(target)) {
      expect((await visit(server.base, each)).status, each.name).toBe(200)
    }
  }
  const before: Memory = await server.memory()
  const filesBefore = server.openFiles()

  const staying: number[] = []
  const until = Date.now() + STORM_MS
  const leaving = async () => {
    while (Date.now() < until) {
      const { statuses } = await round(server.base, server.port, target)
      staying.push(...statuses)
    }
  }
  // autocannon's shortest timeout is 1 s: the rendered pages under this load take longer, and every
  // run also ends by dropping the requests it has in flight.
  const cannons = [target.homeRendered, target.menuRendered, target.menu, target.api].map(
    async (each): Promise<number> => {
      const run = await impatient(server.base, each, { connections: 4, seconds: STORM_MS / 1000 })
      // Answered or given up on (errors count the timeouts).
      return run.requests.total + run.errors
    },
  )
  const [cannonRequests] = await Promise.all([Promise.all(cannons), leaving(), leaving()])

  expect(server.running(), output).toBe(true)
  expect(output).not.toMatch(/uncaught|unhandled|Error|Warning/i)
  expect(cannonRequests.reduce((sum, n) => sum + n)).toBeGreaterThan(100)
  // The visitors who stayed through it were answered: in full, or turned away while the database
  // queue was full (DEG-08), never a 500.
  expect(staying.length).toBeGreaterThan(0)
  expect(staying.filter((status) => status !== 200 && status !== 503)).toEqual([])

  expect((await fetch(`${server.base}/healthz`)).status).toBe(200)
  const home = await visit(server.base, target.homeRendered)
  expect(home.status).toBe(200)
  // The streamed section arrived and the document closed: a whole page, rendered for a session.
  expect(home.text).toContain('aria-labelledby="new-title"')
  expect(home.text).toContain('</html>')
  expect((await visit(server.base, target.menuRendered)).text).toContain('</html>')

  // Requests abandoned while queued still render for a few seconds after the storm; a leak never
  // settles. Half the heap again (~25 MB) is room for caches, not for ~10 KB per request (~2500).
  const after = await settled(
    (m) => m.usage.heapUsed < before.usage.heapUsed * 1.5 && m.rssKb < before.rssKb * 1.5,
  )
  expect(after.usage.heapUsed, 'heap after a full GC').toBeLessThan(before.usage.heapUsed * 1.5)
  // RSS also holds PGlite's WebAssembly memory and the allocator's free pages: a looser bound.
  expect(after.rssKb, 'VmRSS').toBeLessThan(before.rssKb * 1.5)
  // Sockets the storm's clients dropped close a moment later under load; a leak never does.
  await expect
    .poll(() => server.openFiles(), { message: 'open descriptors', timeout: 10_000 })
    .toBeLessThan(filesBefore + 10)
}, 90_000)

/** Samples memory each second until `ok` holds or SETTLE_MS passes; returns the last sample. */
async function settled(ok: (memory: Memory) => boolean): Promise<Memory> {
  const until = Date.now() + SETTLE_MS
  for (;;) {
    const memory: Memory = await server.memory()
    if (ok(memory) || Date.now() > until) return memory
    await new Promise((r) => setTimeout(r, 1000))
  }
}
