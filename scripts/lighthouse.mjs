// `npm run lighthouse`: Lighthouse's mobile audit of the production build's home, menu, product
// and checkout pages against the browser issue's targets. Lighthouse keeps its defaults (mobile
// emulation, simulated throttling), so the figures mean what Lighthouse's mean; each page is
// audited LIGHTHOUSE_RUNS times (default 3) and the run Lighthouse calls the median is shown.
// Every sitting also audits the control: the menu's own HTML with its scripts taken out, served
// beside the real assets, so a slow machine shows in the control too and not only in the pages.
import { execSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer as createHttpServer, request as httpRequest } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { BUILT_SERVER } from './production-server.mjs'

const TARGETS = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 }
const PAGES = {
  home: '/en',
  menu: '/en/menu',
  product: '/en/product/set-sakura',
  checkout: '/en/checkout',
}
// The checkout keeps search engines out on purpose (robots.txt and a noindex meta, held by
// tests/http/seo.test.ts), and Lighthouse's is-crawlable fails such a page whatever else is right
// (it weighs 40% of SEO). There SEO is held to every other SEO audit passing; the score is shown
// as it is.
const NOT_INDEXED = new Set(['checkout'])
// The control is measured, not held to the targets.
const CONTROL = { page: 'control', of: 'menu' }
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
]
// The home page streams, and the page cache answers, as they do for a browser.
const BROWSER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36'
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const OUT_DIR = 'lighthouse-results'
// Chromium calls Google's hosts at start unless told not to; this machine has no network.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
// Lighthouse counts 127.0.0.1 as a secure origin (is-on-https passes, redirects-http does not
// apply); what it still reports about TLS here says nothing about production behind https.
const ENVIRONMENT_ONLY = {
  'has-hsts': 'the server sends HSTS only when PUBLIC_ORIGIN is https',
}

if (!existsSync('dist/node.mjs')) execSync('node scripts/build.mjs', { stdio: 'inherit' })

const port = await freePort()
const base = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-'))
const server = spawn(process.execPath, BUILT_SERVER, {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_ORIGIN: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  },
  stdio: 'inherit',
})
let chrome
let control
const stop = () => {
  chrome?.kill()
  control?.close()
  server.kill()
  rmSync(dataDir, { recursive: true, force: true })
}
process.on('exit', stop)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))

let failed = false
try {
  await waitForServer()
  const { data: products } = await (await fetch(`${base}/api/products`)).json()
  if (!products.some((p) => PAGES.product.endsWith(`/${p.slug}`))) {
    throw new Error(`${PAGES.product}: no such product in the seeded catalog (see /api/products)`)
  }
  control = await startControl(PAGES[CONTROL.of])
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  const browser = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json())
    .Browser
  mkdirSync(OUT_DIR, { recursive: true })
  const summaries = []
  // LIGHTHOUSE_PAGES=menu,checkout audits only those.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',')
  const targets = [
    ...Object.entries(PAGES).map(([page, path]) => [page, base + path]),
    [CONTROL.page, control.url],
  ]
  for (const [page, url] of targets) {
    if (only && !only.includes(page)) continue
    const runs = []
    while (runs.length < RUNS) runs.push(await audit(url))
    const lhr = computeMedianRun(runs)
    const summary = summarise(page, lhr, runs)
    summaries.push(summary)
    writeFileSync(join(OUT_DIR, `${page}.json`), `${JSON.stringify(summary, null, 2)}\n`)
    writeFileSync(join(OUT_DIR, `${page}.report.json`), JSON.stringify(lhr))
  }
  failed = report(summaries, browser)
} catch (error) {
  console.error(error)
  failed = true
}
process.exit(failed ? 1 : 0)

/** One Lighthouse run; one that could not record the page (NO_NAVSTART when busy) runs again. */
async function audit(url) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: Object.keys(TARGETS),
    })
    if (!lhr.runtimeError) return lhr
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`)
    console.error(`${url}: ${lhr.runtimeError.code}, trying again`)
  }
}

function summarise(page, lhr, runs) {
  const scores = {}
  const audits = []
  const notes = []
  for (const [id, category] of Object.entries(lhr.categories)) {
    scores[id] = category.score
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id]
      const findings = audit.details?.items?.length ?? 0
      if (audit.scoreDisplayMode === 'informative' && id === 'best-practices' && findings) {
        notes.push({ id: audit.id, title: audit.title, findings, ...environment(audit.id) })
      }
      if (['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode)) continue
      // A weighted audit below 1 costs points; an unweighted one is advice below Lighthouse's pass
      // mark (0.9).
      const costs = ref.weight > 0 && audit.score !== null && audit.score < 1
      const advice = ref.weight === 0 && audit.score !== null && audit.score < 0.9
      if (!costs && !advice) continue
      audits.push({
        category: id,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue ?? null,
        ...environment(audit.id),
      })
    }
  }
  return {
    page,
    url: lhr.finalDisplayedUrl,
    fetchTime: lhr.fetchTime,
    lighthouseVersion: lhr.lighthouseVersion,
    hostUserAgent: lhr.environment.hostUserAgent,
    // Lighthouse's measure of this machine's speed: simulated throttling scales what it observed.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    runWarnings: lhr.runWarnings,
    scores,
    // Each run's score with what moves it most between runs on one build (the largest paint, blocking).
    eachRun: runs.map((run) => ({
      performance: run.categories.performance?.score ?? null,
      lcpMs: Math.round(run.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
      tbtMs: Math.round(run.audits['total-blocking-time']?.numericValue ?? Number.NaN),
    })),
    metrics: Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? null])),
    audits,
    notes,
  }
}

function environment(id) {
  return ENVIRONMENT_ONLY[id] ? { environmentOnly: ENVIRONMENT_ONLY[id] } : {}
}

/** Whether a page meets a category's target (see NOT_INDEXED for the one exception). */
function meets(summary, category) {
  if (summary.page === CONTROL.page) return true
  if (category === 'seo' && NOT_INDEXED.has(summary.page)) {
    return !summary.audits.some(
      (a) => a.category === 'seo' && a.weight > 0 && a.id !== 'is-crawlable',
    )
  }
  return (summary.scores[category] ?? 0) >= TARGETS[category]
}

/** Prints the table and the audits below target; true when a page misses a target. */
function report(summaries, browser) {
  const pct = (score) => (score === null || score === undefined ? '—' : Math.round(score * 100))
  const { lighthouseVersion } = summaries[0]
  console.log(`\nLighthouse ${lighthouseVersion}, ${browser}, mobile, simulated throttling`)
  console.log(`${RUNS} run(s) per page, the median run shown\n`)
  console.log(
    '| page | path | performance | accessibility | best practices | SEO | runs: perf. (LCP ms/TBT ms) |',
  )
  console.log('|---|---|---|---|---|---|---|')
  let missed = false
  for (const s of summaries) {
    const cells = Object.keys(TARGETS).map((category) => {
      const ok = meets(s, category)
      if (!ok) missed = true
      const exception =
        ok && NOT_INDEXED.has(s.page) && (s.scores[category] ?? 0) < TARGETS[category]
          ? ' (not indexed)'
          : ''
      return `${pct(s.scores[category])}${ok ? exception : ' ✗'}`
    })
    const runs = s.eachRun
      .map((run) => `${pct(run.performance)} (${run.lcpMs}/${run.tbtMs})`)
      .join(' ')
    const path = PAGES[s.page] ?? `${PAGES[CONTROL.of]} without its scripts`
    console.log(`| ${s.page} | ${path} | ${cells.join(' | ')} | ${runs} |`)
  }
  for (const s of summaries) {
    console.log(
      `\n${s.page} (${Object.values(s.metrics).join(', ')}; benchmark ${s.benchmarkIndex}):`,
    )
    for (const warning of s.runWarnings) console.log(`  warning: ${warning}`)
    for (const a of s.audits) {
      const kind = a.weight > 0 ? 'costs points' : 'advice'
      const value = a.displayValue ? ` — ${a.displayValue}` : ''
      console.log(`  ${a.category} ${kind}: ${a.id} — ${a.title}${value}`)
    }
    for (const n of s.notes) {
      const environment = n.environmentOnly ? ` [environment only: ${n.environmentOnly}]` : ''
      console.log(`  note: ${n.id} — ${n.title} (${n.findings} finding(s))${environment}`)
    }
  }
  console.log(
    `\nSummaries in ${OUT_DIR}/<page>.json, the median runs' reports in <page>.report.json`,
  )
  return missed
}

/**
 * The control: a server answering `path` with the page's HTML as a first visit gets it, minus its
 * scripts and module preloads, and passing every other request (styles, pictures, fonts) to the
 * real server.
 */
async function startControl(path) {
  const page = await fetch(base + path, { headers: { 'User-Agent': BROWSER_AGENT } })
  const html = (await page.text())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '')
  const gzipped = gzipSync(html)
  const proxy = createHttpServer((request, response) => {
    if (request.url === path) {
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Encoding': 'gzip',
      })
      response.end(gzipped)
      return
    }
    // Everything else as the real server answers it, compressed or not, byte for byte.
    const { hostname, port } = new URL(base)
    const upstream = httpRequest(
      { hostname, port, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode, answer.headers)
        answer.pipe(response)
      },
    )
    upstream.on('error', () => response.destroy())
    request.pipe(upstream)
  })
  const port = await freePort()
  await new Promise((resolve) => proxy.listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${port}${path}`, close: () => proxy.close() }
}

async function freePort() {
  const probe = createServer()
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  return port
}

async function waitForServer() {
  // A new database runs its migrations and seeds the catalog first (about 15 s on 2 cores).
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`)
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('the server did not answer /healthz within 90 s')
}
