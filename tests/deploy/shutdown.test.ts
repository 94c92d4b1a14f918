import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, it } from 'vitest'
import { lineDate, lineHeader } from '#shared/phone'
import {
  BUILT_SERVER,
  cleanUp,
  type ServerProcess,
  scratchFolder,
  startServer,
} from '#tests/support/server-process'

// SIGTERM is how docker stop, systemd and Kubernetes end the built server: a customer whose request
// is under way still gets the answer, then the embedded database is shut down cleanly.
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SUFFIX = 'shutdown-suffix'
const PHONE = '359887000123'

afterEach(cleanUp)

const serve = (folder: string, env: Record<string, string> = {}) =>
  startServer(process.execPath, BUILT_SERVER, {
    cwd: ROOT,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: join(folder, 'data'),
      SMS_OUTBOX_FILE: join(folder, 'sms.jsonl'),
      PHONE_SIGNATURE_SUFFIX: SUFFIX,
      ...env,
    },
  })

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string }

/** A POST whose headers and first bytes are on the server; the rest is sent by `finish()`. */
async function postInHalves(base: string, path: string, body: string, agent: http.Agent) {
  const header = await lineHeader(PHONE, SUFFIX, lineDate(new Date(), 'Europe/Sofia'))
  const request = http.request(`${base}${path}`, {
    method: 'POST',
    agent,
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(body)),
      'X-Line-Header': header,
    },
  })
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('error', reject)
    request.on('response', (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => {
        text += chunk
      })
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, text }),
      )
    })
  })
  answer.catch(() => {})
  await new Promise<void>((resolve) => request.write(body.slice(0, 10), () => resolve()))
  return { answer, finish: () => request.end(body.slice(10)) }
}

/** A complete request on the keep-alive agent, leaving its connection open and idle. */
const idleKeepAlive = (base: string, agent: http.Agent) =>
  new Promise<number>((resolve, reject) =>
    http
      .get(`${base}/healthz`, { agent }, (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode!))
      })
      .on('error', reject),
  )

const connect = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.on('connect', () => {
      socket.destroy()
      resolve('connected')
    })
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
  })

/** PGlite removes its postmaster.pid only when it shuts down cleanly. */
const cleanlyClosed = (folder: string) => !existsSync(join(folder, 'data', 'postmaster.pid'))

async function terminate(server: ServerProcess) {
  const signalled = Date.now()
  server.child.kill('SIGTERM')
  const stopping = await server.logged('stopping')
  return { signalled, stopping }
}

it('answers the request in flight, refuses new connections, closes the database and exits 0', async () => {
  const folder = scratchFolder('shutdown')
  const server = await serve(folder)
  const agent = new http.Agent({ keepAlive: true })
  const send = await postInHalves(
    server.base,
    '/api/via-phone-number',
    JSON.stringify({ phone: PHONE }),
    agent,
  )
  expect(await idleKeepAlive(server.base, agent)).toBe(200)

  const { signalled, stopping } = await terminate(server)
  expect(stopping.inFlight).toBe(1)
  expect(await connect(server.port)).toBe('ECONNREFUSED')

  send.finish()
  const answer = await send.answer
  expect(answer.status, answer.text).toBe(200)
  expect(JSON.parse(answer.text)).toEqual({ success: true, codeLength: 6 })
  // The client learns not to reuse the connection, which is why the stop does not wait for it.
  expect(answer.headers.connection).toBe('close')

  const { code, at } = await server.exited
  expect(code, server.output()).toBe(0)
  // Well inside the bound and below the 5 s keep-alive timeout the idle connection would wait.
  expect(at - signalled).toBeLessThan(4000)
  expect(server.logs.map((line) => line.msg)).toContain('stopped')
  expect(cleanlyClosed(folder)).toBe(true)
  agent.destroy()

  // The code sent while stopping is in the database the next start opens.
  const next = await serve(folder)
  expect((await fetch(`${next.base}/readyz`)).status).toBe(200)
  const sms = readFileSync(join(folder, 'sms.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))
  const smsCode = (sms.at(-1).text as string).match(/\d{6}/)![0]
  const check = await fetch(`${next.base}/api/sms-code-check`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone: PHONE, code: smsCode }),
  })
  expect(check.status).toBe(200)
}, 60_000)

it('cuts a request still open at the deadline, then closes the database and exits 0', async () => {
  const folder = scratchFolder('shutdown')
  const server = await serve(folder, { SHUTDOWN_GRACE_SECONDS: '1' })
  const agent = new http.Agent({ keepAlive: true })
  const stuck = await postInHalves(server.base, '/api/via-phone-number', '{"phone":"x"}', agent)
  expect(await idleKeepAlive(server.base, agent)).toBe(200)

  const { signalled, stopping } = await terminate(server)
  expect(stopping.inFlight).toBe(1)
  await expect(stuck.answer).rejects.toThrow()

  const { code, at } = await server.exited
  expect(code, server.output()).toBe(0)
  expect(at - signalled).toBeGreaterThanOrEqual(1000)
  expect(at - signalled).toBeLessThan(4000)
  expect(cleanlyClosed(folder)).toBe(true)
  agent.destroy()
}, 60_000)

it('ends a live feed of the console at once instead of waiting out the bound', async () => {
  const folder = scratchFolder('shutdown')
  const password = 'shutdown kitchen password'
  execFileSync(
    process.execPath,
    [
      'dist/operator-create.mjs',
      '--email',
      'kitchen@shop.example',
      '--name',
      'K',
      '--role',
      'kitchen',
    ],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: join(folder, 'data'), OPERATOR_PASSWORD: password },
    },
  )
  const server = await serve(folder)
  const signIn = await fetch(`${server.base}/api/operator/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'kitchen@shop.example', password }),
  })
  expect(signIn.status).toBe(200)
  const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!
  const feed = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http
      .get(`${server.base}/api/operator/events`, { headers: { Cookie: cookie } }, resolve)
      .on('error', reject),
  )
  expect(feed.headers['content-type']).toMatch(/^text\/event-stream/)
  const ended = new Promise<void>((resolve) => {
    feed.on('close', resolve)
    feed.resume()
  })

  const { signalled, stopping } = await terminate(server)
  expect(stopping.inFlight).toBe(1)
  await ended
  const { code, at } = await server.exited
  expect(code, server.output()).toBe(0)
  // The default bound is 8 s.
  expect(at - signalled).toBeLessThan(3000)
  expect(cleanlyClosed(folder)).toBe(true)
}, 60_000)
