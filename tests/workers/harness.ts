import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { BUILT_SERVER } from '#tests/support/server-process'

// The Workers build under workerd (from the npm registry) on 127.0.0.1, in front of the Node API
// service (ROLE=api), with a switchable fault proxy between them.

/** What the deployment (wrangler.toml) says, so the test runs the build the way Cloudflare would. */
const wranglerToml = readFileSync('wrangler.toml', 'utf8')
const setting = (name: string) => new RegExp(`^${name} = "([^"]+)"`, 'm').exec(wranglerToml)?.[1]
const wrangler = {
  main: setting('main') ?? 'wrangler.toml names no main module',
  compatibilityDate: setting('compatibility_date') ?? 'wrangler.toml names no compatibility_date',
  assets: setting('directory') ?? 'wrangler.toml names no assets directory',
}

export const EDGE_SECRET = 'edge-secret-for-the-workers-test-0123456789'
/** A kitchen account in the API's database, made before it starts (the embedded database has one user). */
export const WORKERS_STAFF = {
  email: 'kitchen@workers.example',
  password: 'correct horse battery staple',
}

export type Fault =
  | { kind: 'none' }
  | { kind: 'down' }
  /** Holds back the answer of every matching request by `ms`. */
  | { kind: 'slow'; path: RegExp; ms: number }

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  await new Promise((done) => server.close(done))
  return port
}

async function waitFor(url: string, what: string, child: ChildProcess) {
  // A first start creates the embedded database (initdb): seconds, many more on a busy CI machine.
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`)
    try {
      if ((await fetch(url)).status < 500) return
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${what} did not start`)
}

/** Forwards to `target` unless told to fail; the edge cannot tell it from the API itself. */
function faultProxy(target: number) {
  const state: { fault: Fault } = { fault: { kind: 'none' } }
  const server = createServer((req, res) => {
    const fault = state.fault
    if (fault.kind === 'down') {
      req.socket.destroy()
      return
    }
    const forward = () => {
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: target,
          path: req.url,
          method: req.method,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      upstream.on('error', () => res.destroy())
      req.pipe(upstream)
    }
    if (fault.kind === 'slow' && fault.path.test(req.url ?? '')) {
      const timer = setTimeout(forward, fault.ms)
      res.on('close', () => clearTimeout(timer))
    } else forward()
  })
  return { server, state }
}

export async function startEdge() {
  const dir = mkdtempSync(join(tmpdir(), 'workers-edge-'))
  const [apiPort, proxyPort, edgePort] = await Promise.all([freePort(), freePort(), freePort()])
  const children: ChildProcess[] = []
  const servers: Server[] = []
  const stop = async () => {
    for (const child of children) child.kill('SIGKILL')
    await Promise.all(servers.map((s) => new Promise((done) => s.close(done))))
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    const made = spawnSync(
      process.execPath,
      ['dist/operator-create.mjs', '--email', WORKERS_STAFF.email, '--name', 'Kitchen'],
      {
        env: {
          ...process.env,
          DATA_DIR: join(dir, 'data'),
          OPERATOR_PASSWORD: WORKERS_STAFF.password,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    )
    if (made.status !== 0) throw new Error(`operator-create exited with ${made.status}`)
    const api = spawn(process.execPath, BUILT_SERVER, {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        ROLE: 'api',
        EDGE_SECRET,
        HOST: '127.0.0.1',
        PORT: String(apiPort),
        DATA_DIR: join(dir, 'data'),
        SMS_OUTBOX_FILE: join(dir, 'sms.jsonl'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    children.push(api)
    await waitFor(`http://127.0.0.1:${apiPort}/readyz`, 'the API', api)

    const proxy = faultProxy(apiPort)
    servers.push(proxy.server)
    await new Promise<void>((done) => proxy.server.listen(proxyPort, '127.0.0.1', done))

    // workerd embeds modules by a path relative to its configuration file.
    copyFileSync(wrangler.main, join(dir, 'worker.js'))
    const origin = `http://127.0.0.1:${edgePort}`
    writeFileSync(
      join(dir, 'edge.capnp'),
      `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "edge", worker = .edge),
    (name = "assets", disk = (path = ${JSON.stringify(resolve(wrangler.assets))}, writable = false)),
    (name = "loopback", network = (allow = ["local", "private"])),
  ],
  sockets = [(name = "http", address = "127.0.0.1:${edgePort}", http = (), service = "edge")],
);
const edge :Workerd.Worker = (
  modules = [(name = "worker.js", esModule = embed "worker.js")],
  compatibilityDate = "${wrangler.compatibilityDate}",
  bindings = [
    (name = "API_BASE_URL", text = "http://127.0.0.1:${proxyPort}"),
    (name = "EDGE_SECRET", text = ${JSON.stringify(EDGE_SECRET)}),
    (name = "PUBLIC_ORIGIN", text = ${JSON.stringify(origin)}),
    (name = "LOG_LEVEL", text = "warn"),
    (name = "ASSETS", service = "assets"),
  ],
  globalOutbound = "loopback",
);
`,
    )
    const workerd = spawn(resolve('node_modules/workerd/bin/workerd'), ['serve', 'edge.capnp'], {
      cwd: dir,
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    children.push(workerd)
    await waitFor(`${origin}/healthz`, 'workerd', workerd)
    return {
      origin,
      apiOrigin: `http://127.0.0.1:${apiPort}`,
      smsOutbox: join(dir, 'sms.jsonl'),
      setFault: (fault: Fault) => {
        proxy.state.fault = fault
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
