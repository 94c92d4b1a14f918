import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from 'vitest'
// @ts-expect-error: plain ES modules, shared with `npm run bench` and bench/start.mjs
import { BUILT_SERVER as builtServer } from '#scripts/production-server.mjs'
import { lineDate, lineHeader } from '#shared/phone'

// The built server as an operator runs it: a child process on 127.0.0.1 with its own environment
// (not the test runner's), its JSON log read line by line. Every process started here, every
// scratch folder and every `onCleanUp` closer is undone by `cleanUp()`, which the tests call after
// each case, failed or not.

/** node's arguments for the built server, with the flags production gives it (Dockerfile, npm start). */
export const BUILT_SERVER: string[] = builtServer

export type LogLine = Record<string, unknown> & { msg?: string }

export type ServerProcess = {
  base: string
  port: number
  child: ChildProcess
  logs: LogLine[]
  /** Everything the process wrote, for failure messages. */
  output: () => string
  /** Resolves with the first log line with this message, waiting for it if need be. */
  logged: (msg: string) => Promise<LogLine>
  exited: Promise<{ code: number | null; at: number }>
}

const running = new Set<ChildProcess>()
const folders: string[] = []
const closers: (() => Promise<void>)[] = []

/** A folder of its own under the system's temporary folder, removed by `cleanUp()`. */
export function scratchFolder(prefix: string) {
  const folder = mkdtempSync(join(tmpdir(), `hanami-${prefix}-`))
  folders.push(folder)
  return folder
}

/** Something to close (a database, a fake provider) once the servers are gone. */
export function onCleanUp(close: () => Promise<void>) {
  closers.push(close)
}

export async function cleanUp() {
  killServers()
  for (const close of closers.splice(0)) await close()
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
}

function killServers() {
  // The whole process group: a wrapper (npm, sh) may have left the server itself behind.
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
  running.clear()
}

export async function startServer(
  command: string,
  args: string[],
  options: { cwd?: string; env: Record<string, string>; timeoutMs?: number },
): Promise<ServerProcess> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  running.add(child)
  let text = ''
  let pending = ''
  const logs: LogLine[] = []
  const waiters: { msg: string; resolve: (line: LogLine) => void }[] = []
  const onLine = (line: string) => {
    if (!line.startsWith('{')) return
    const parsed = JSON.parse(line) as LogLine
    logs.push(parsed)
    for (const waiter of waiters.filter((w) => w.msg === parsed.msg)) waiter.resolve(parsed)
  }
  child.stdout.on('data', (chunk) => {
    text += chunk
    pending += chunk
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) onLine(line)
  })
  child.stderr.on('data', (chunk) => {
    text += chunk
  })
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => {
    child.once('exit', (code) => {
      resolve({ code, at: Date.now() })
    })
  })
  const logged = (msg: string) => {
    const seen = logs.find((line) => line.msg === msg)
    if (seen) return Promise.resolve(seen)
    return new Promise<LogLine>((resolve, reject) => {
      waiters.push({ msg, resolve })
      exited.then(({ code }) => reject(new Error(`exited (${code}) before "${msg}":\n${text}`)))
    })
  }
  const timeoutMs = options.timeoutMs ?? 30_000
  let timer: NodeJS.Timeout | undefined
  const listening = await Promise.race([
    logged('listening'),
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`not listening after ${timeoutMs} ms:\n${text}`)),
        timeoutMs,
      )
    }),
  ]).finally(() => clearTimeout(timer))
  const url = new URL(String(listening.url))
  return {
    base: url.origin,
    port: Number(url.port),
    child,
    logs,
    output: () => text,
    logged,
    exited,
  }
}

/**
 * A customer signed in on a started server (its SMS outbox in `folder`, lines signed with
 * `suffix`) with a name, as an order needs: the session cookie.
 */
export async function signedInCustomer(
  base: string,
  folder: string,
  phone: string,
  suffix: string,
) {
  const json = { 'Content-Type': 'application/json' }
  const header = await lineHeader(phone, suffix, lineDate(new Date(), 'Europe/Sofia'))
  const sent = await fetch(`${base}/api/via-phone-number`, {
    method: 'POST',
    headers: { ...json, 'X-Line-Header': header },
    body: JSON.stringify({ phone }),
  })
  expect(sent.status).toBe(200)
  const sms = readFileSync(join(folder, 'sms.jsonl'), 'utf8').trim().split('\n').at(-1)!
  const code = /\d{6}/.exec(JSON.parse(sms).text)![0]
  const checked = await fetch(`${base}/api/sms-code-check`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ phone, code }),
  })
  expect(checked.status).toBe(200)
  const cookie = checked.headers.getSetCookie()[0]!.split(';')[0]!
  const named = await fetch(`${base}/api/update-profile`, {
    method: 'POST',
    headers: { ...json, Cookie: cookie },
    body: JSON.stringify({ name: 'Elena' }),
  })
  expect(named.status, await named.clone().text()).toBe(200)
  return cookie
}
