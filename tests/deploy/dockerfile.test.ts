import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { nodeMajor, readDockerfile } from '#scripts/container/dockerfile'
import { containerNode } from '#scripts/container/node'
import { buildImage, copyContext, type Image, milliseconds } from '#tests/support/container'
import { expectedMenu } from '#tests/support/seed'
import { cleanUp, scratchFolder, startServer } from '#tests/support/server-process'

// No Docker engine runs here, so the Dockerfile's own steps are carried out on the container's Node
// in a clean copy of the tree: a step that would break `docker build`, or an image that would not
// serve, fails this test. It costs a full `npm ci`, a build and a production `npm ci` (the times
// are printed).
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const stages = readDockerfile(join(ROOT, 'Dockerfile'))

let folder: string
let image: Image

beforeAll(() => {
  folder = scratchFolder('image')
  const timer = stopwatch()
  const node = containerNode(ROOT)
  timer.lap(`Node ${nodeMajor(stages)} binary`)
  const files = copyContext(ROOT, join(folder, 'context'))
  timer.lap(`context of ${files} files`)
  image = buildImage(
    stages,
    join(folder, 'context'),
    join(folder, 'image'),
    dirname(node),
    (name) => timer.lap(`stage ${name}`),
  )
  console.log(`Dockerfile steps: ${timer.report()}`)
}, 900_000)

afterAll(cleanUp)

it('runs as an unprivileged user owning its data volume, without development packages', () => {
  expect(image.user).not.toMatch(/^(root|0)?$/)
  const dataDir = image.env.DATA_DIR!
  expect(image.volumes).toContain(dataDir)
  expect(image.owners[`${image.user}:${image.user}`]).toContain(dataDir)
  expect(existsSync(image.host('node_modules/hono'))).toBe(true)
  expect(existsSync(image.host('node_modules/vitest'))).toBe(false)
})

it('serves the shop, passes its healthcheck and stops cleanly on docker stop', async () => {
  // `docker run -e`: this machine's loopback and a free port instead of 0.0.0.0:3000, and a demo on
  // the stand-ins (the image is production otherwise: tests/deploy/production-start.test.ts).
  const env = image.runEnv({ HOST: '127.0.0.1', PORT: String(await freePort()), APP_ENV: 'demo' })
  const [command, ...args] = image.cmd
  const server = await startServer(command!, args, { cwd: image.host('.'), env, timeoutMs: 60_000 })
  expect(healthcheck(env), server.output()).toBe(0)

  const home = await fetch(`${server.base}/`)
  expect(home.status, server.output()).toBe(200)
  expect(home.headers.get('content-type')).toMatch(/^text\/html/)
  expect(await home.text()).toContain('</html>')
  const menu = await fetch(`${server.base}/api/menu`)
  expect(menu.status, server.output()).toBe(200)
  const sections = (await menu.json()).data as { slug: string }[]
  expect(sections.map((section) => section.slug)).toEqual(expectedMenu().map((c) => c.slug))

  server.child.kill('SIGTERM')
  expect((await server.exited).code, server.output()).toBe(0)
  expect(existsSync(join(env.DATA_DIR!, 'postmaster.pid'))).toBe(false)
  // A healthcheck that cannot fail would not tell Docker anything.
  expect(healthcheck(env)).not.toBe(0)
}, 120_000)

it('creates the first admin with the built script, who can then sign in', async () => {
  const env = image.runEnv({
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    APP_ENV: 'demo',
    OPERATOR_PASSWORD: 'first admin password 2026',
  })
  const create = ['dist/operator-create.mjs', '--email', 'owner@shop.example', '--name', 'Owner']
  const created = execFileSync(image.cmd[0]!, create, { cwd: image.host('.'), env }).toString()
  expect(created).toContain('Created admin owner@shop.example')
  const [command, ...args] = image.cmd
  const server = await startServer(command!, args, { cwd: image.host('.'), env, timeoutMs: 60_000 })
  const signIn = await fetch(`${server.base}/api/operator/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'owner@shop.example', password: env.OPERATOR_PASSWORD }),
  })
  expect(signIn.status, server.output()).toBe(200)
  server.child.kill('SIGTERM')
  expect((await server.exited).code, server.output()).toBe(0)
}, 120_000)

/** The HEALTHCHECK's command with its --timeout, as Docker runs it: the exit code. */
function healthcheck(env: Record<string, string>): number {
  const [command, ...args] = image.healthcheck.command
  try {
    execFileSync(command!, args, {
      env,
      timeout: milliseconds(image.healthcheck.flags.timeout ?? '30s'),
      stdio: 'ignore',
    })
    return 0
  } catch (error) {
    return (error as { status?: number }).status ?? 1
  }
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1')
    probe.on('error', reject)
    probe.on('listening', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

function stopwatch() {
  const laps: string[] = []
  let last = Date.now()
  const first = last
  return {
    lap(label: string) {
      const now = Date.now()
      laps.push(`${label} ${((now - last) / 1000).toFixed(1)} s`)
      last = now
    },
    report: () => `${laps.join(', ')}; total ${((Date.now() - first) / 1000).toFixed(1)} s`,
  }
}
