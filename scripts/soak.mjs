// `npm run soak`: the load test's traffic (visitors leaving at every point of every answer, among
// visitors who stay, and impatient autocannon clients) against the built server for SOAK_MINUTES
// (default 10), on 127.0.0.1, in rounds of 45 s of traffic and a quiet spell until the server is at
// rest. Memory is sampled every 10 s under load and at each rest (VmRSS, and the heap after a full
// GC). It fails when the server dies or errs, or when memory at rest grows past the first round's
// (the bounds and a run's figures: docs/benchmarks.md, "Soak").
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { findAsset, impatient, round, targets, visit } from './disconnect-traffic.mjs'
import { startProductionServer } from './production-server.mjs'

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10)
const LOAD_MS = 45_000
const SAMPLE_MS = 10_000
// Under load the figures follow the renders in flight, which follow how busy the machine is; at rest
// they are what the server keeps. Ten minutes are 100 000 to 150 000 requests. The heap after a full
// GC comes back to within a few MB: half again (~25 MB) would be under 250 bytes per request.
const HEAP_GROWTH = 0.5
// VmRSS also holds what glibc's per-thread malloc arenas (up to 8 per core) once held: up to +26% over
// ten minutes with the default arenas, +0.5% with MALLOC_ARENA_MAX=2 (docs/benchmarks.md). Half again
// (~250 MB, ~2 KB per request) is past that retention: native memory kept that the heap does not show.
const RSS_GROWTH = 0.5

if (!existsSync('dist/node.mjs')) execSync('node scripts/build.mjs', { stdio: 'inherit' })
const { MALLOC_ARENA_MAX } = process.env
const server = await startProductionServer({
  stdio: ['ignore', 'inherit', 'pipe'],
  memoryProbe: true,
  // glibc's malloc arenas are most of the RSS that moves; this compares another setting of them.
  env: MALLOC_ARENA_MAX ? { MALLOC_ARENA_MAX } : {},
})
let stderr = ''
server.child.stderr.on('data', (chunk) => {
  stderr += chunk
  process.stderr.write(chunk)
})
process.on('exit', () => server.child.kill('SIGKILL'))

const mb = (bytes) => Math.round(bytes / 2 ** 20)
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

const target = targets(await findAsset(server.base))
// Warmed by whole answers first (caches filled, code compiled), as in the load test.
for (let i = 0; i < 3; i++) for (const each of Object.values(target)) await visit(server.base, each)
const started = Date.now()
const counts = { abandoned: 0, stayed: 0, failed: 0, cannon: 0, timeouts: 0 }

async function leaving(until) {
  while (Date.now() < until && server.running()) {
    const { abandoned, statuses } = await round(server.base, server.port, target)
    counts.abandoned += abandoned
    counts.stayed += statuses.length
    counts.failed += statuses.filter((status) => status !== 200 && status !== 503).length
  }
}
async function cannon(each, until) {
  while (Date.now() < until && server.running()) {
    const seconds = Math.min(10, Math.ceil((until - Date.now()) / 1000))
    const run = await impatient(server.base, each, { connections: 2, seconds })
    counts.cannon += run.requests.total
    counts.timeouts += run.timeouts
  }
}

const columns = ['s', 'phase', 'rss MB', 'heap MB', 'ext MB', 'fds', ...Object.keys(counts)]
async function sample(phase) {
  const { rssKb, usage } = await server.memory()
  const row = {
    s: Math.round((Date.now() - started) / 1000),
    phase,
    rss: Math.round(rssKb / 1024),
    heap: mb(usage.heapUsed),
    external: mb(usage.external),
    fds: server.openFiles(),
    ...counts,
  }
  console.log(Object.values(row).join('\t'))
  return row
}

// Requests abandoned while queued still render after their visitors left (for seconds on a busy
// machine): the server is at rest once its heap after a full GC stops falling, within a minute.
async function rest() {
  let heap = Number.POSITIVE_INFINITY
  for (let i = 0; i < 20 && server.running(); i++) {
    await sleep(3000)
    const { usage } = await server.memory()
    if (usage.heapUsed > heap - 2 * 2 ** 20) break
    heap = usage.heapUsed
  }
  return sample('rest')
}

console.log(`Soak: ${MINUTES} min against ${server.base}, Node ${process.version}`)
console.log(columns.join('\t'))
const rests = [await sample('rest')]
while (Date.now() - started + LOAD_MS <= MINUTES * 60_000 && server.running()) {
  const until = Date.now() + LOAD_MS
  const underLoad = async () => {
    while (Date.now() + SAMPLE_MS < until && server.running()) {
      await sleep(SAMPLE_MS)
      await sample('load')
    }
  }
  await Promise.all([
    leaving(until),
    cannon(target.homeRendered, until),
    cannon(target.menuRendered, until),
    cannon(target.menu, until),
    cannon(target.api, until),
    underLoad(),
  ])
  if (server.running()) rests.push(await rest())
}
const alive = server.running()
await server.stop()

// The first round's rest is the plateau: the start's row still holds the database's set-up memory.
const first = rests[1] ?? rests[0]
const last = rests.at(-1)
const growth = (key) =>
  `${last[key] - first[key]} MB (${((last[key] / first[key] - 1) * 100).toFixed(1)}%)`
console.log(
  `\nAt rest, after the first round: VmRSS ${first.rss} MB, heap ${first.heap} MB;` +
    ` after the last: VmRSS ${last.rss} MB, heap ${last.heap} MB`,
)
console.log(`Growth: VmRSS ${growth('rss')}, heap ${growth('heap')}`)
console.log(
  `Requests: ${counts.abandoned} abandoned on raw sockets, ${counts.stayed} stayed, ` +
    `${counts.cannon} from autocannon (${counts.timeouts} given up after 1 s)`,
)
const problems = [
  !alive && `the server died: ${JSON.stringify(await server.exited)}`,
  /uncaught|unhandled|Error|Warning/i.test(stderr) && 'the server wrote errors to stderr',
  counts.failed > 0 && `${counts.failed} staying visitors got neither 200 nor 503`,
  last.rss > first.rss * (1 + RSS_GROWTH) && `VmRSS at rest grew more than ${RSS_GROWTH * 100}%`,
  last.heap > first.heap * (1 + HEAP_GROWTH) &&
    `the heap at rest grew more than ${HEAP_GROWTH * 100}%`,
].filter(Boolean)
if (problems.length) {
  console.error(`\nSoak failed:\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log('\nSoak passed.')
