// `npm run bench:rush` (or `node bench/rush.mjs`): an evening's rush against the production build
// on 127.0.0.1 with a fresh embedded database. Two boards of one kitchen account listen to the live
// feed while customers sign in by SMS code, quote, place and pay (card through the Viva simulator,
// or cash); a cook takes each order as it comes. It prints how fast each order reaches both boards,
// how fast a payment and a cook's move do, what a reload of the board costs with 40 and with 200
// orders, and the taps a cook makes from new to done (docs/benchmarks.md, "Rush").
//
// RUSH_CUSTOMERS (default 40) arrive evenly over RUSH_SECONDS (default 150); --quick squeezes them
// into 15 s for a check that the bench still runs. The run is bounded: it gives up after
// RUSH_SECONDS + 5 minutes.
import { execFileSync, execSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { tsImport } from 'tsx/esm/api'
import { startProductionServer } from '../scripts/production-server.mjs'

const quick = process.argv.includes('--quick')
const CUSTOMERS = Number(process.env.RUSH_CUSTOMERS ?? 40)
const SECONDS = quick ? 15 : Number(process.env.RUSH_SECONDS ?? 150)
const RELOAD_AT = [40, 200]
const STAFF = { email: 'rush-kitchen@staff.example', password: 'rush kitchen password 0123' }
// The shop's own clock decides what "tomorrow" is: every order is for tomorrow from 12:00 in Sofia,
// so the run does not depend on the hour it is started at (the kitchens are closed at night).
const ZONE = 'Europe/Sofia'

const { nextMoves, asksConfirmation, carriesCourier } = await tsImport(
  '../client/console/orders/moves.ts',
  import.meta.url,
)
const { lineHeader, lineDate, DEFAULT_LINE_SUFFIX } = await tsImport(
  '../shared/phone.ts',
  import.meta.url,
)
const { loadBoard } = await tsImport('../client/console/orders/board.ts', import.meta.url)

if (!process.argv.includes('--no-build')) execSync('npm run -s build', { stdio: 'inherit' })

const folder = mkdtempSync(join(tmpdir(), 'hanami-rush-'))
const env = {
  DATA_DIR: join(folder, 'data'),
  SMS_OUTBOX_FILE: join(folder, 'sms.jsonl'),
  // Every customer signs in from 127.0.0.1, and more of them in an hour than a real evening's IP.
  SMS_SENDS_PER_IP_HOUR: '100000',
  SMS_BUDGET_HOUR: '100000',
  SMS_BUDGET_DAY: '100000',
  SMS_RESEND_SECONDS: '0',
}
// The kitchen's account, made before the server opens the embedded database (one process at a time).
execFileSync(
  'npx',
  [
    'tsx',
    'scripts/operator-create.ts',
    '--email',
    STAFF.email,
    '--name',
    'Rush',
    '--role',
    'kitchen',
  ],
  { env: { ...process.env, ...env, OPERATOR_PASSWORD: STAFF.password }, stdio: 'inherit' },
)
const app = await startProductionServer({ env: { ...env, LOG_LEVEL: 'error' } })
// The server and both folders never outlive the bench, stopped by Ctrl-C or failing anywhere.
process.on('exit', () => {
  app.child.kill('SIGKILL')
  for (const each of [folder, app.folder]) rmSync(each, { recursive: true, force: true })
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1))
const deadline = setTimeout(
  () => {
    process.stderr.write('The rush bench ran out of time.\n')
    process.exit(1)
  },
  (SECONDS + 300) * 1000,
)
const base = app.base

const print = (line) => process.stdout.write(`${line}\n`)
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const now = () => performance.now()

/**
 * A request as the browser makes it, through the edge: a session travels as its cookie
 * (`auth_token=…`, `staff_token=…`), which the edge turns into the API's Bearer header.
 */
async function call(path, { cookie, method = 'GET', body, headers = {} } = {}) {
  const answer = await send(path, { cookie, method, body, headers })
  return answer.body
}

async function send(path, { cookie, method = 'GET', body, headers = {} } = {}) {
  const response = await fetch(base + path, {
    method,
    headers: {
      'Accept-Language': 'en',
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
    redirect: 'manual',
  })
  const text = await response.text()
  if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${text}`)
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0])
  return { body: text ? JSON.parse(text) : null, cookies }
}

/** The session cookie an answer set. */
const sessionCookie = (answer, name) => {
  const cookie = answer.cookies.find((c) => c.startsWith(`${name}=`))
  if (!cookie) throw new Error(`no ${name} cookie`)
  return cookie
}

// What the shop sells and where: the sets, a zone with its kitchen, a pickup place.
const [products, regions, restaurants] = await Promise.all([
  call('/api/products'),
  call('/api/get-regions'),
  call('/api/get-restaurants'),
])
// Sets: one or two make any zone's minimum order, and none needs a choice of its options.
const dishes = products.data.filter((p) => p.available && p.categorySlug === 'sets')
const region = regions.data[0]
const counter = restaurants.data[0]
const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
  new Date(Date.now() + 86_400_000),
)
/** Tomorrow in Sofia, 12:00 + 15 minutes × `n` (within 12:00–21:45), as an instant with offset. */
function slot(n) {
  const minutes = 12 * 60 + (n % 40) * 15
  const local = `${tomorrow}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`
  // Sofia's offset that day (+02:00 in winter, +03:00 in summer).
  const offset = new Intl.DateTimeFormat('en', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${local}Z`))
    .find((p) => p.type === 'timeZoneName')
    .value.replace('GMT', '')
  return `${local}${offset || '+00:00'}`
}

/** The last code the SMS stand-in wrote to `phone`. */
async function smsCode(phone) {
  for (let i = 0; i < 200; i++) {
    let lines = []
    try {
      lines = readFileSync(env.SMS_OUTBOX_FILE, 'utf8').trim().split('\n')
    } catch {}
    const sent = lines.map((l) => (l ? JSON.parse(l) : {})).filter((m) => m.to?.includes(phone))
    const code = sent.at(-1)?.text.match(/\d{4,8}/)?.[0]
    if (code) return code
    await sleep(50)
  }
  throw new Error(`no SMS code for ${phone}`)
}

async function signIn(phone) {
  const header = await lineHeader(phone, DEFAULT_LINE_SUFFIX, lineDate(new Date(), ZONE))
  await call('/api/via-phone-number', {
    method: 'POST',
    body: { phone },
    headers: { 'X-Line-Header': header },
  })
  const checked = await send('/api/sms-code-check', {
    method: 'POST',
    body: { phone, code: await smsCode(phone) },
  })
  const cookie = sessionCookie(checked, 'auth_token')
  // An order needs a name: the checkout asks a new customer for one.
  await call('/api/update-profile', { cookie, method: 'POST', body: { name: 'Ana' } })
  return cookie
}

// The boards: one kitchen member on two screens, each its own session and its own live feed.
const boards = await Promise.all(
  [0, 1].map(async () =>
    sessionCookie(
      await send('/api/operator/sign-in', { method: 'POST', body: STAFF }),
      'staff_token',
    ),
  ),
)
/** When each board heard each event: `${type}:${orderId}` → ms, per board. */
const heard = [new Map(), new Map()]
const waiters = new Map()
async function listen(board, cookie) {
  const response = await fetch(`${base}/api/operator/events`, {
    headers: { Cookie: cookie, Accept: 'text/event-stream' },
  })
  if (!response.ok) throw new Error(`events: ${response.status}`)
  const decoder = new TextDecoder()
  let buffer = ''
  let ready
  const opened = new Promise((r) => {
    ready = r
  })
  ;(async () => {
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk, { stream: true })
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const type = /^event: (.*)$/m.exec(block)?.[1]
        const data = /^data: (.*)$/m.exec(block)?.[1]
        if (type === 'ready') ready()
        const id = data && JSON.parse(data).orderId
        if (!type || id === undefined) continue
        const key = `${type}:${id}`
        heard[board].set(key, now())
        for (const waiter of waiters.get(`${board}:${key}`) ?? []) waiter()
      }
    }
  })().catch(() => {})
  await opened
}
await Promise.all(boards.map((cookie, board) => listen(board, cookie)))

/** Resolves once `board` heard `type` about `orderId` (at once when it already had). */
function hears(board, type, orderId) {
  const key = `${type}:${orderId}`
  if (heard[board].has(key)) return Promise.resolve(heard[board].get(key))
  return new Promise((resolve) => {
    const list = waiters.get(`${board}:${key}`) ?? []
    list.push(() => resolve(heard[board].get(key)))
    waiters.set(`${board}:${key}`, list)
  })
}

const figures = { placed: [], created: [], paid: [], moved: [], answer: [] }
let phones = 0

/** One customer: signs in, quotes, places (and pays by card in the simulator); the cook takes it. */
async function customer(n, { card, delivery, measure = true }) {
  const phone = `35988${String(1_000_000 + phones++).padStart(7, '0')}`
  const cookie = await signIn(phone)
  const dish = dishes[n % dishes.length]
  const order = {
    lines: [{ id: dish.id, quantity: 1 + (n % 2), currentPrice: dish.price, modifiers: [] }],
    orderType: delivery ? 'delivery' : 'pickup',
    ...(delivery
      ? { regionId: region.id, address: { street: `${n + 1} Vitosha Blvd`, floor: '2' } }
      : { restaurantId: counter.id }),
    time: slot(n),
    paymentType: card ? 'card_online' : 'cash',
  }
  const quoted = await call('/api/orders/quote', { cookie, method: 'POST', body: order })
  if (Object.keys(quoted.data.problems).length)
    throw new Error(JSON.stringify(quoted.data.problems))
  const sent = now()
  const placed = await call('/api/orders', {
    cookie,
    method: 'POST',
    body: order,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  })
  const answered = now()
  const id = placed.data.order.id
  const onBoards = Promise.all([0, 1].map((board) => hears(board, 'order.created', id)))
  let ready = onBoards
  if (card) {
    // The customer's browser on the simulator's page: "Pay", then back to the shop.
    const paying = placed.data.payment.redirectUrl.replace(/^https?:\/\/[^/]+/, '')
    const approved = now()
    const back = await fetch(base + paying, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=approve',
      redirect: 'manual',
    })
    await fetch(new URL(back.headers.get('location'), base), { redirect: 'manual' })
    ready = Promise.all([0, 1].map((board) => hears(board, 'order.paid', id))).then((at) => {
      if (measure) figures.paid.push(Math.max(...at) - approved)
    })
  }
  const created = await onBoards
  await ready
  // The cook takes it on the first board; the second sees the move.
  const moving = now()
  await call(`/api/operator/orders/${id}/status`, {
    cookie: boards[0],
    method: 'POST',
    body: { status: 'accepted' },
  })
  const moved = await hears(1, 'order.status', id)
  if (measure) {
    figures.answer.push(answered - sent)
    figures.created.push(Math.max(...created) - sent)
    figures.moved.push(moved - moving)
  }
  figures.placed.push(id)
}

const mix = (n) => ({ card: n % 2 === 0, delivery: n % 4 < 2 })
print(`Rush: ${CUSTOMERS} customers over ${SECONDS} s against ${base}`)
const started = now()
await Promise.all(
  Array.from({ length: CUSTOMERS }, async (_, n) => {
    await sleep((n * SECONDS * 1000) / CUSTOMERS)
    await customer(n, mix(n))
  }),
)
const rushSeconds = (now() - started) / 1000

/** The board as a reload gets it: the console page for tomorrow, and its orders API. */
async function reload(orders) {
  const cookie = `${boards[0]}; lang=en`
  const page = `${base}/en/operator/orders?date=${tomorrow}`
  const runs = []
  let html = ''
  for (let i = 0; i < 7; i++) {
    const t0 = now()
    const response = await fetch(page, { headers: { Cookie: cookie } })
    html = await response.text()
    runs.push(now() - t0)
  }
  // The orders as the board's own loader asks for them, a page at a time.
  const answers = []
  const api = {
    get: async (path) => {
      const response = await fetch(base + path, { headers: { Cookie: boards[0] } })
      const text = await response.text()
      answers.push(text)
      return JSON.parse(text)
    },
  }
  await loadBoard(api, { date: tomorrow, restaurantId: null, regionId: null, status: null })
  // The first two warm the caches and compile the page's code; the median of the other five.
  return {
    orders,
    html: Buffer.byteLength(html),
    gzip: gzipSync(html).length,
    median: percentile(runs.slice(2), 50),
    api: answers.reduce((sum, text) => sum + Buffer.byteLength(text), 0),
    apiGzip: answers.reduce((sum, text) => sum + gzipSync(text).length, 0),
  }
}

const reloads = [await reload(figures.placed.length)]
// More orders for the second reload, quickly and unmeasured: cash, both kinds.
let n = CUSTOMERS
while (figures.placed.length < RELOAD_AT[1]) {
  const batch = Array.from({ length: Math.min(8, RELOAD_AT[1] - figures.placed.length) }, () => n++)
  await Promise.all(
    batch.map((i) => customer(i, { card: false, delivery: i % 2 === 0, measure: false })),
  )
}
reloads.push(await reload(figures.placed.length))

/** The buttons a cook presses on the board from a new order to a finished one (moves.ts). */
function taps(orderType, status = 'new') {
  let count = 0
  let order = { status, orderType }
  let courier = false
  while (nextMoves(order).length) {
    // A delivery goes on its way with a courier: the card's courier select, opened and picked.
    if (carriesCourier(order) && !courier) {
      count += 2
      courier = true
    }
    const [to] = nextMoves(order)
    count += asksConfirmation(to) ? 2 : 1
    order = { status: to, orderType }
  }
  return count
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const ms = (v) => `${Math.round(v)} ms`
const row = (name, values) =>
  print(
    `| ${name} | ${values.length} | ${ms(percentile(values, 50))} | ${ms(percentile(values, 99))} |`,
  )

print(
  `\n${CUSTOMERS} customers in ${rushSeconds.toFixed(0)} s (half card, half cash; half delivery), Node ${process.version}, ${cpus().length} × ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GB\n`,
)
print('| from → to | orders | median | p99 |')
print('|---|---|---|---|')
row('placement sent → answer (201)', figures.answer)
row('placement sent → order.created on both boards', figures.created)
row('"Pay" in the simulator → order.paid on both boards', figures.paid)
row("cook's move on board 1 → order.status on board 2", figures.moved)
print('\n| board reload, orders that day | page bytes (gzip) | median | orders API bytes (gzip) |')
print('|---|---|---|---|')
for (const r of reloads)
  print(`| ${r.orders} | ${r.html} (${r.gzip}) | ${ms(r.median)} | ${r.api} (${r.apiGzip}) |`)
print(
  `\nTaps from new to done: pickup ${taps('pickup')}, delivery ${taps('delivery')} (a paid card order: ${taps('pickup', 'paid')} and ${taps('delivery', 'paid')})`,
)
clearTimeout(deadline)
await app.stop()
process.exit(0)
