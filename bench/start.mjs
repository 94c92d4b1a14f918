// The cost of a start: `node bench/start.mjs` (after `npm run build`). Starts, one after the other,
// a bare Hono server (the control), the production build on an empty data folder (migrations, the
// demo seed) and again on the folder that start left, and prints for each the time to its first
// 200 (`/readyz`, `/` for the control), the peak resident memory so far (VmHWM in /proc) and the
// resident memory after IDLE_SECONDS (default 3) of idling. With BENCH_POSTGRES_URL (a server whose
// user may create databases), also on a new PostgreSQL database: a first start, a start on it, and
// that start after six pages in three languages. Times move with the machine's load (printed beside
// them); compare them with the control's, in one run.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { BUILT_SERVER, freePort, residentKb } from '../scripts/production-server.mjs'

const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 3)
const CONTROL = `
  import { serve } from '@hono/node-server'
  import { Hono } from 'hono'
  serve({ fetch: new Hono().get('/', (c) => c.text('ok')).fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' })
`

async function measure(name, args, env, path, visit = async () => {}) {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`)
      const ok = await fetch(`http://127.0.0.1:${port}${path}`)
        .then((r) => r.ok)
        .catch(() => false)
      if (ok) break
      if (performance.now() - started > 120_000) throw new Error(`${name}: no 200 within 120 s`)
      await new Promise((r) => setTimeout(r, 20))
    }
    const readyMs = Math.round(performance.now() - started)
    await visit(`http://127.0.0.1:${port}`)
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000))
    const { now, peak } = residentKb(child.pid)
    const cpu = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ')
    // utime + stime in clock ticks (100 a second on Linux).
    const cpuMs = (Number(cpu[11]) + Number(cpu[12])) * 10
    return {
      name,
      readyMs,
      cpuMs,
      peakMb: Math.round(peak / 1024),
      idleMb: Math.round(now / 1024),
      load: loadavg()[0].toFixed(2),
    }
  } finally {
    child.kill('SIGKILL')
    await new Promise((r) =>
      child.exitCode !== null || child.signalCode ? r() : child.once('exit', r),
    )
  }
}

/** Six pages in three languages, as the first visitors after a start ask for them. */
const PAGES = ['/', '/menu', '/en', '/en/menu', '/ru/delivery', '/ru/contacts']
async function sixPages(base) {
  for (const path of PAGES) {
    const answer = await fetch(base + path, {
      headers: { 'User-Agent': 'Mozilla/5.0 Chrome/130.0' },
    })
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}`)
    await answer.text()
  }
}

/** Rows on a new PostgreSQL database at BENCH_POSTGRES_URL's server, dropped afterwards. */
async function postgresRows(url) {
  const name = `hanami_start_${process.pid}`
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query(statement)
    await client.end()
  }
  await admin(`create database ${name}`)
  const database = new URL(url)
  database.pathname = `/${name}`
  const env = { ...production, DATABASE_URL: database.toString() }
  try {
    return [
      await measure('first start, new PostgreSQL database', BUILT_SERVER, env, '/readyz'),
      await measure('start on PostgreSQL', BUILT_SERVER, env, '/readyz'),
      await measure('the same, after six pages', BUILT_SERVER, env, '/readyz', sixPages),
    ]
  } finally {
    await admin(`drop database if exists ${name} with (force)`)
  }
}

const folder = mkdtempSync(join(tmpdir(), 'hanami-start-'))
const production = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATA_DIR: join(folder, 'data'),
  LOG_LEVEL: 'warn',
  ...Object.fromEntries(
    Object.entries(process.env).filter(([key]) =>
      ['NODE_OPTIONS', 'MALLOC_ARENA_MAX', 'UV_THREADPOOL_SIZE'].includes(key),
    ),
  ),
}
try {
  const rows = [
    await measure('bare Hono (control)', ['--input-type=module', '-e', CONTROL], {}, '/'),
    await measure('first start, empty data folder', BUILT_SERVER, production, '/readyz'),
    await measure('start, existing data folder', BUILT_SERVER, production, '/readyz'),
    await measure('the same, after six pages', BUILT_SERVER, production, '/readyz', sixPages),
    ...(process.env.BENCH_POSTGRES_URL ? await postgresRows(process.env.BENCH_POSTGRES_URL) : []),
  ]
  const control = rows[0].readyMs
  const lines = [
    '| start | to 200 ms | × control | CPU ms | peak MB | idle MB | load |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.readyMs} | ${(r.readyMs / control).toFixed(1)} | ${r.cpuMs} | ${r.peakMb} | ${r.idleMb} | ${r.load} |`,
    ),
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
} finally {
  rmSync(folder, { recursive: true, force: true })
}
