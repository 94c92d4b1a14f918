import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
// @ts-expect-error: plain ES modules, shared with `npm run bench` and bench/start.mjs
import { residentKb, startProductionServer } from '#scripts/production-server.mjs'
import { DEFAULT_LINE_SUFFIX, lineDate, lineHeader } from '#shared/phone'
import { photo } from '#tests/support/pictures'

// Issue 36: the cheapest container has 512 MB. The built server, bounded as the Dockerfile bounds
// it (its heap and glibc's malloc arenas, read from the Dockerfile so the two cannot drift), makes
// its database on an empty data folder, serves the demo's pages in four languages, takes a card
// order, restarts, and takes twenty of a manager's photo uploads at once; its peak resident memory
// (VmHWM, the whole process: heap, PGlite's WebAssembly memory, sharp) stays under 512 MB throughout.
const LIMIT_MB = 512
const dockerfile = readFileSync('Dockerfile', 'utf8')
const containerEnv = (name: string) => {
  const value = new RegExp(`^ENV .*\\b${name}=("[^"]*"|\\S+)`, 'm').exec(dockerfile)?.[1]
  if (value === undefined) throw new Error(`the Dockerfile sets no ${name}`)
  return value.replace(/^"|"$/g, '')
}
const NODE_ARGS = containerEnv('NODE_OPTIONS').split(' ')
const ZONE = 'Europe/Sofia'
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
const MANAGER = { email: 'memory-manager@staff.example', password: 'memory manager password 0123' }

const folder = mkdtempSync(join(tmpdir(), 'hanami-memory-'))
const env = {
  DATA_DIR: join(folder, 'data'),
  SMS_OUTBOX_FILE: join(folder, 'sms.jsonl'),
  LOG_LEVEL: 'error',
  MALLOC_ARENA_MAX: containerEnv('MALLOC_ARENA_MAX'),
}
type Server = Awaited<ReturnType<typeof startProductionServer>>
let server: Server | undefined
afterAll(async () => {
  await server?.stop()
  rmSync(folder, { recursive: true, force: true })
})

const peakMb = (running: Server) => residentKb(running.child.pid).peak / 1024

async function call(base: string, path: string, init: { cookie?: string; body?: unknown } = {}) {
  const response = await fetch(base + path, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'Accept-Language': 'en',
      Origin: base,
      ...(init.cookie ? { Cookie: init.cookie } : {}),
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  expect(response.status, `${path}: ${text}`).toBeLessThan(400)
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]!)
  return { body: text ? JSON.parse(text) : null, cookies }
}

async function customerCookie(base: string, phone: string) {
  const header = await lineHeader(phone, DEFAULT_LINE_SUFFIX, lineDate(new Date(), ZONE))
  const sent = await fetch(`${base}/api/via-phone-number`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Line-Header': header, Origin: base },
    body: JSON.stringify({ phone }),
  })
  expect(sent.status).toBe(200)
  const line = readFileSync(env.SMS_OUTBOX_FILE, 'utf8').trim().split('\n').at(-1)!
  const code = /\d{6}/.exec(JSON.parse(line).text)![0]
  const checked = await call(base, '/api/sms-code-check', { body: { phone, code } })
  const cookie = checked.cookies.find((c) => c.startsWith('auth_token='))!
  await call(base, '/api/update-profile', { cookie, body: { name: 'Ana' } })
  return cookie
}

/** Tomorrow 12:30 in Sofia, with that day's offset: the shop is open then whatever the hour now. */
function tomorrowNoon() {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
    new Date(Date.now() + 86_400_000),
  )
  const offset = new Intl.DateTimeFormat('en', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${day}T12:30:00Z`))
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '')
  return `${day}T12:30:00${offset || '+00:00'}`
}

it('runs a first start, pages in four languages, a card order and 20 uploads at once within 512 MB', async () => {
  server = await startProductionServer({ env, nodeArgs: NODE_ARGS, stdio: 'ignore' })
  const base = server.base
  expect((await fetch(`${base}/readyz`)).status).toBe(200)
  expect(peakMb(server), 'first start').toBeLessThan(LIMIT_MB)

  for (const path of ['/bg', '/ru/menu', '/en/product/filadelfiia-klasik', '/uk/menu', '/en']) {
    const page = await fetch(base + path, { headers: { 'User-Agent': BROWSER } })
    expect(page.status, path).toBe(200)
    expect(await page.text()).toContain('</html>')
  }
  // Every picture variant the menu names, all at once: the demo's come from the build's pack
  // (server/images/demo-pack.ts), so none waits for, or is refused, a render.
  const menu = await (await fetch(`${base}/en/menu`, { headers: { 'User-Agent': BROWSER } })).text()
  const pictures = [...new Set(menu.match(/\/api\/images\/[a-z]+-[a-f0-9]{24}\/\d+\.\w+/g))]
  expect(pictures.length).toBeGreaterThan(80 * 3)
  const served = await Promise.all(
    pictures.map(async (picture) => {
      const answer = await fetch(base + picture)
      await answer.arrayBuffer()
      return `${picture} ${answer.status}`
    }),
  )
  expect(served.filter((line) => !line.endsWith(' 200'))).toEqual([])
  expect(peakMb(server), 'pages').toBeLessThan(LIMIT_MB)

  const cookie = await customerCookie(base, '359881234560')
  const [products, restaurants] = await Promise.all([
    call(base, '/api/products'),
    call(base, '/api/get-restaurants'),
  ])
  const dish = products.body.data.find(
    (p: { available: boolean; categorySlug: string }) => p.available && p.categorySlug === 'sets',
  )
  const order = {
    lines: [{ id: dish.id, quantity: 2, currentPrice: dish.price, modifiers: [] }],
    orderType: 'pickup',
    restaurantId: restaurants.body.data[0].id,
    time: tomorrowNoon(),
    paymentType: 'card_online',
  }
  const placed = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': crypto.randomUUID(),
      Cookie: cookie,
      Origin: base,
    },
    body: JSON.stringify(order),
  })
  const answer = await placed.json()
  expect(placed.status, JSON.stringify(answer)).toBe(201)
  const paying = answer.data.payment.redirectUrl.replace(/^https?:\/\/[^/]+/, '')
  const paid = await fetch(base + paying, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'action=approve',
    redirect: 'manual',
  })
  expect(paid.status).toBeLessThan(400)
  expect(peakMb(server), 'order').toBeLessThan(LIMIT_MB)

  // A manager's account is made with the server stopped (one process opens the embedded database).
  await server.stop()
  execFileSync(
    process.execPath,
    ['dist/operator-create.mjs', '--email', MANAGER.email, '--name', 'M', '--role', 'manager'],
    { env: { ...process.env, ...env, OPERATOR_PASSWORD: MANAGER.password }, stdio: 'ignore' },
  )
  server = await startProductionServer({ env, nodeArgs: NODE_ARGS, stdio: 'ignore' })
  const staff = await call(server.base, '/api/operator/sign-in', { body: MANAGER })
  // Twenty at once, as a manager dropping a folder of phone photos: what the instance cannot cut
  // now it refuses with a time to come back (server/images/jobs.ts), never by growing past the box.
  const jpeg = new Uint8Array(await photo('jpeg', 4000, 3000))
  const uploads = await Promise.all(
    Array.from({ length: 20 }, async () => {
      const form = new FormData()
      form.set('file', new File([jpeg], 'maki.jpg'))
      const answer = await fetch(`${server!.base}/api/operator/products/${dish.id}/image`, {
        method: 'POST',
        headers: {
          Cookie: staff.cookies.find((c) => c.startsWith('staff_token='))!,
          Origin: server!.base,
        },
        body: form,
      })
      await answer.body?.cancel()
      return { status: answer.status, retryAfter: answer.headers.get('retry-after') }
    }),
  )
  expect(uploads.filter((u) => u.status === 200).length).toBeGreaterThan(0)
  for (const upload of uploads.filter((u) => u.status !== 200)) {
    expect(upload).toEqual({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) })
  }
  expect(peakMb(server), 'restart and upload').toBeLessThan(LIMIT_MB)
}, 120_000)
