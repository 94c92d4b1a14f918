// Where a phone's main thread goes on the storefront's pages: `node bench/trace.mjs [paths…]` starts
// the production build (scripts/production-server.mjs), opens each page in Chromium at 375 px with
// the CPU slowed 4× (CDP's Emulation.setCPUThrottlingRate, as Lighthouse's simulation assumes), records a
// Chrome trace and a CPU profile from navigation to 4 s after load, and prints: the main thread's time
// by kind of work, its long tasks, the JavaScript's self time by file and by function, and the requests
// started after load (the prefetch). With INTERACT=1 it then taps a card's add button and the header's
// cart button and reports how long each took to paint its answer (Event Timing). TRACE_OUT=<folder>
// keeps the raw traces for chrome://tracing or DevTools.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { startProductionServer } from '../scripts/production-server.mjs'

const PATHS = process.argv.slice(2).length ? process.argv.slice(2) : ['/en', '/en/menu']
const CPU_SLOWDOWN = 4
const AFTER_LOAD_MS = 4000
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'latencyInfo',
].join(',')

/** What a trace event is, in the words of DevTools' summary. */
function kindOf(name) {
  if (/^(EvaluateScript|v8\.evaluateModule|v8\.run)$/.test(name)) return 'script evaluation'
  if (
    /^(FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|RunMicrotasks|V8\.Execute|v8\.callFunction)$/.test(
      name,
    )
  )
    return 'script (calls, timers, events, microtasks)'
  if (
    /^(v8\.compile|v8\.compileModule|V8\.CompileCode|CacheScript|v8\.produceModuleCache)/.test(name)
  )
    return 'script compile'
  if (
    /^(MinorGC|MajorGC|V8\.GCScavenger|V8\.GCIncrementalMarking|V8\.GCFinalizeMC|BlinkGC\.|GCEvent)/.test(
      name,
    )
  )
    return 'garbage collection'
  if (/^(ParseHTML|ParseAuthorStyleSheet)$/.test(name)) return 'parse HTML/CSS'
  if (
    /^(UpdateLayoutTree|RecalculateStyles|Layout|HitTest|IntersectionObserverController::computeIntersections|ScheduleStyleRecalculation|UpdateLayerTree|PrePaint)$/.test(
      name,
    )
  )
    return 'style and layout'
  if (
    /^(Paint|PaintImage|CompositeLayers|Commit|RasterTask|Decode Image|ImageDecodeTask|Layerize)$/.test(
      name,
    )
  )
    return 'paint and composite'
  if (
    /^(URLLoader|ResourceRequestSender|ThrottlingURLLoader|MojoURLLoaderClient|ResourceSendRequest|ResourceReceiveResponse|ResourceReceivedData|ResourceFinish)/.test(
      name,
    )
  )
    return 'requests (loader work on the main thread)'
  return null
}

/** The page's main thread: the CrRendererMain thread that ran the most tasks. */
function mainThread(events) {
  const counts = new Map()
  for (const e of events) {
    if (e.ph === 'X' && e.name === 'RunTask') {
      const key = `${e.pid}:${e.tid}`
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
  }
  const names = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const [key] = [...counts].filter(([k]) => names.has(k)).sort((a, b) => b[1] - a[1])[0]
  const [pid, tid] = key.split(':').map(Number)
  return { pid, tid }
}

/** When the page's phases begin, in trace microseconds: its DOMContentLoaded, load, and load + 1 s. */
function phaseStarts(events, { pid }) {
  const last = (name) =>
    Math.max(...events.filter((e) => e.pid === pid && e.name === name).map((e) => e.ts))
  const load = last('MarkLoad')
  return [
    ['until DOMContentLoaded (parse, module evaluation, hydration start)', 0],
    ['DOMContentLoaded to load', last('MarkDOMContent')],
    ['load to load + 1 s', load],
    ['from load + 1 s (prefetch, background duties)', load + 1_000_000],
  ]
}
function countBy(list, key) {
  const counts = {}
  for (const item of list) counts[key(item)] = (counts[key(item)] ?? 0) + 1
  return counts
}

/** When recording started, on the trace's clock. */
function traceStart(events, { pid }) {
  return Math.min(...events.filter((e) => e.pid === pid && e.ts > 0).map((e) => e.ts))
}
const phaseOf = (phases, ts) => phases.findLast(([, start]) => ts >= start)[0]

/** Self time per kind and phase inside the main thread's tasks (a child's time is its own kind). */
function mainThreadBreakdown(events, thread, phases) {
  const own = events
    .filter(
      (e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const byPhase = Object.fromEntries(
    phases.map(([name]) => [name, { busy: 0, kinds: {}, long: [] }]),
  )
  const stack = []
  const nodes = []
  for (const e of own) {
    while (stack.length && stack.at(-1).end <= e.ts) stack.pop()
    const parent = stack.at(-1)
    const top = !parent
    // Unclassified time inside a task is "other" (mostly the task runner's own bookkeeping).
    const kind = kindOf(e.name) ?? parent?.kind ?? 'other'
    const node = { end: e.ts + e.dur, kind, self: e.dur, phase: phaseOf(phases, e.ts) }
    if (parent) parent.self -= e.dur
    if (top) {
      byPhase[node.phase].busy += e.dur / 1000
      if (e.dur > 50_000) byPhase[node.phase].long.push(Math.round(e.dur / 1000))
    }
    stack.push(node)
    nodes.push(node)
  }
  for (const { kind, self, phase } of nodes) {
    const kinds = byPhase[phase].kinds
    kinds[kind] = (kinds[kind] ?? 0) + Math.max(0, self) / 1000
  }
  return byPhase
}

/** JavaScript self time per phase and script file, and per function, from a V8 CPU profile. */
function profileBreakdown(profile, phases, traceStart) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const byPhase = Object.fromEntries(phases.map(([name]) => [name, {}]))
  const byFunction = {}
  // The profiler's clock is not the trace's: both start within a few ms, so the first sample is
  // placed at the trace's start.
  let ts = traceStart
  profile.samples.forEach((id, i) => {
    ts += profile.timeDeltas[i]
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000
    const { callFrame } = byId.get(id)
    if (['(idle)', '(program)'].includes(callFrame.functionName)) return
    const file = callFrame.url ? new URL(callFrame.url).pathname : `(${callFrame.functionName})`
    const files = byPhase[phaseOf(phases, ts)]
    files[file] = (files[file] ?? 0) + ms
    const fn = `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`
    byFunction[fn] = (byFunction[fn] ?? 0) + ms
  })
  const top = (o, n) =>
    Object.entries(o)
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, ms]) => `${ms.toFixed(1).padStart(7)} ms  ${k}`)
  return {
    files: Object.fromEntries(
      Object.entries(byPhase).map(([phase, files]) => [phase, top(files, 6)]),
    ),
    functions: top(byFunction, 15),
  }
}

/** The longest Event Timing entry (input to the next paint) since `since`, in ms; 0 is under 16 ms. */
async function interactionMs(page, since) {
  return page.evaluate(
    (from) =>
      Math.max(
        0,
        ...window.__interactions.filter((e) => e.startTime >= from).map((e) => e.duration),
      ),
    since,
  )
}

async function trace(browser, base, path, outDir) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  // Event Timing buffers only entries over 104 ms; an observer asked before the page loads sees
  // every one from 16 ms.
  await page.addInitScript(() => {
    window.__interactions = []
    new PerformanceObserver((list) => {
      window.__interactions.push(...list.getEntries())
    }).observe({ type: 'event', durationThreshold: 16 })
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  const events = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value))
  const finished = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' })
  await cdp.send('Profiler.start')
  const requests = []
  let loaded = false
  page.on('request', (r) =>
    requests.push({ url: r.url(), afterLoad: loaded, type: r.resourceType() }),
  )
  await page.goto(base + path, { waitUntil: 'load' })
  loaded = true
  await page.waitForTimeout(AFTER_LOAD_MS)
  const { profile } = await cdp.send('Profiler.stop')
  await cdp.send('Tracing.end')
  await finished
  if (outDir)
    writeFileSync(join(outDir, `${path.replaceAll('/', '_')}.json`), JSON.stringify(events))
  const afterLoad = requests.filter((r) => r.afterLoad)
  const thread = mainThread(events)
  const phases = phaseStarts(events, thread)
  const result = {
    path,
    mainThread: mainThreadBreakdown(events, thread, phases),
    profile: profileBreakdown(profile, phases, traceStart(events, thread)),
    requests: requests.length,
    requestsAfterLoad: afterLoad.length,
    requestsAfterLoadByType: countBy(afterLoad, (r) => r.type),
    afterLoadUrls: afterLoad.map((r) => new URL(r.url).pathname),
    pageDataAfterLoad: afterLoad.filter((r) => r.url.includes('.pageContext.json')).length,
  }
  if (process.env.INTERACT) {
    // The first visit's attention popup is closed first, as a visitor would.
    const popup = page.getByTestId('attention-modal')
    if (await popup.isVisible()) {
      await page.keyboard.press('Escape')
      await popup.waitFor({ state: 'hidden' })
    }
    const add = page.locator('.product-card button.button').first()
    await add.scrollIntoViewIfNeeded()
    await page.waitForTimeout(500)
    let since = await page.evaluate(() => performance.now())
    await add.click()
    await page.waitForTimeout(1000)
    result.addToCartMs = await interactionMs(page, since)
    since = await page.evaluate(() => performance.now())
    await page.getByTestId('cart-button').click()
    await page.getByRole('dialog').first().waitFor()
    await page.waitForTimeout(1000)
    result.openCartMs = await interactionMs(page, since)
  }
  await context.close()
  return result
}

const print = (...lines) => process.stdout.write(`${lines.join(' ')}\n`)

const outDir = process.env.TRACE_OUT
if (outDir) mkdirSync(outDir, { recursive: true })
const server = await startProductionServer({ env: { LOG_LEVEL: 'silent' } })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
})
try {
  // A first visit warms the server's page cache and picture variants; the traces are of the second.
  for (const path of PATHS) await (await fetch(server.base + path)).text()
  for (const path of PATHS) {
    const r = await trace(browser, server.base, path, outDir)
    const phases = Object.entries(r.mainThread)
    const busy = phases.reduce((sum, [, p]) => sum + p.busy, 0)
    const long = phases.flatMap(([, p]) => p.long)
    print(
      `\n${path}: main thread busy ${busy.toFixed(0)} ms (CPU 4× slower), long tasks ${JSON.stringify(long)} ms, blocking ${long.reduce((s, ms) => s + ms - 50, 0)} ms`,
    )
    for (const [phase, { busy, kinds, long }] of phases) {
      print(`  ${phase}: ${busy.toFixed(0)} ms busy, long tasks ${JSON.stringify(long)}`)
      for (const [kind, ms] of Object.entries(kinds).sort((a, b) => b[1] - a[1]))
        if (ms >= 1) print(`    ${ms.toFixed(0).padStart(6)} ms  ${kind}`)
      for (const line of r.profile.files[phase]) print(`      JS ${line}`)
    }
    print(
      `  requests ${r.requests}, started after load ${r.requestsAfterLoad} ${JSON.stringify(r.requestsAfterLoadByType)}, of them page data ${r.pageDataAfterLoad}`,
    )
    if (process.env.TRACE_REQUESTS)
      for (const url of r.afterLoadUrls) print(`    after load: ${url}`)
    print('  JavaScript self time by function:')
    for (const line of r.profile.functions) print(`    ${line}`)
    if (r.addToCartMs !== undefined)
      print(
        `  tap "Add": ${r.addToCartMs.toFixed(0)} ms to the next paint; open the cart: ${r.openCartMs.toFixed(0)} ms`,
      )
  }
} finally {
  await browser.close()
  await server.stop()
}
