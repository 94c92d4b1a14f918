// The built server (dist/node.mjs) as production runs it, for the bench, the soak and the load test:
// 127.0.0.1, a free port, its embedded database in a temporary folder. `stop()` kills it and removes
// the folder, and runs on a failed start too, so nothing outlives its caller.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PROBE = new URL('./memory-probe.mjs', import.meta.url).href

/**
 * What node is told before the server's script wherever it runs in production: the Dockerfile's CMD
 * and `npm start` (tests/deploy/node-flags.test.ts holds the three equal). PGlite is the process's
 * only WebAssembly, and V8's optimizing tier compiled much of PostgreSQL at each start (1 to 1.7 s of
 * CPU, 40 to 80 MB kept resident) for no gain a rush of orders shows (docs/benchmarks.md,
 * "2026-11-29, morning"). Node accepts the flag on its command line only, not in NODE_OPTIONS.
 */
export const NODE_FLAGS = ['--liftoff-only']

/** node's arguments for the built server as production starts it. */
export const BUILT_SERVER = [...NODE_FLAGS, 'dist/node.mjs']

/**
 * A query that makes any public page render through the whole stack: a way back after signing in
 * is named in the page's links, so the page cache never keeps such a page (the same tree but for
 * that link). For the bench's, the load test's and the soak's uncached renders.
 */
export const UNCACHED_QUERY = '?next=%2Fen'

export async function freePort() {
  const server = createServer()
  await new Promise((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address()
  await new Promise((done) => server.close(done))
  return port
}

/** A process's resident memory in KB from /proc: now (VmRSS) and its peak so far (VmHWM). */
export function residentKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)[1])
  return { now: field('VmRSS'), peak: field('VmHWM') }
}

/**
 * `env` goes over the production defaults; `stdio` is spawn()'s (a piped stderr shows crashes);
 * `memoryProbe` preloads scripts/memory-probe.mjs so `memory()` also reports the settled heap;
 * `nodeArgs` go to node before the script (a heap bound).
 */
export async function startProductionServer({
  env = {},
  stdio = 'inherit',
  memoryProbe,
  nodeArgs = [],
} = {}) {
  const port = await freePort()
  const folder = mkdtempSync(join(tmpdir(), 'hanami-production-'))
  const probeFile = join(folder, 'memory.jsonl')
  const child = spawn(
    process.execPath,
    [
      ...NODE_FLAGS,
      ...nodeArgs,
      ...(memoryProbe ? ['--expose-gc', '--import', PROBE] : []),
      'dist/node.mjs',
    ],
    {
      // Not the caller's environment: a DATABASE_URL or ROLE of a test runner must not leak in.
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        // The name it is asked by: another loopback name would be redirected to localhost first.
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        DATA_DIR: join(folder, 'data'),
        LOG_LEVEL: 'warn',
        MEMORY_PROBE_FILE: probeFile,
        ...env,
      },
      stdio,
    },
  )
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }))
  })
  const running = () => child.exitCode === null && child.signalCode === null
  const stop = async () => {
    if (running()) {
      child.kill('SIGKILL')
      await exited
    }
    rmSync(folder, { recursive: true, force: true })
  }

  /** VmRSS in KB from /proc; with the probe, also process.memoryUsage() right after a full GC. */
  const memory = async () => {
    let usage
    if (memoryProbe) {
      const samples = () => (existsSync(probeFile) ? readFileSync(probeFile, 'utf8') : '')
      const before = samples().length
      child.kill('SIGUSR2')
      for (let i = 0; samples().length === before; i++) {
        if (i > 100) throw new Error('the memory probe did not answer within 5 s')
        await new Promise((r) => setTimeout(r, 50))
      }
      usage = JSON.parse(samples().trim().split('\n').at(-1))
    }
    return { rssKb: residentKb(child.pid).now, usage }
  }
  /** Descriptors the process holds: sockets and files a forgotten stream would leave open. */
  const openFiles = () => readdirSync(`/proc/${child.pid}/fd`).length

  const base = `http://127.0.0.1:${port}`
  try {
    for (let i = 0; ; i++) {
      if (!running())
        throw new Error(`the server exited with ${child.exitCode ?? child.signalCode}`)
      try {
        if ((await fetch(`${base}/healthz`)).ok) break
      } catch {}
      // A fresh embedded database is made at the first start (initdb, migrations, the job tables):
      // seconds alone, a minute on a CI machine busy with the other test files.
      if (i > 900) throw new Error('the server did not answer /healthz within 90 s')
      await new Promise((r) => setTimeout(r, 100))
    }
  } catch (error) {
    await stop()
    throw error
  }
  return { base, port, child, folder, exited, running, memory, openFiles, stop }
}
