import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, it } from 'vitest'
import webpush from 'web-push'
import { commandLine, envPairs, readDockerfile } from '#scripts/container/dockerfile'
import { lineDate, lineHeader } from '#shared/phone'
import { closedBaseUrl, fakeTwilio } from '#tests/support/fake-twilio'
import { cleanUp, onCleanUp, scratchFolder, startServer } from '#tests/support/server-process'

// The built server started the way the image starts it (its CMD, its runtime ENV): production is
// the default there, so a container that nobody configured refuses to serve rather than run a shop
// whose payments are simulated and whose sign-in codes go to a log.
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const runtime = readDockerfile(join(ROOT, 'Dockerfile')).at(-1)!
const imageEnv = Object.assign(
  {},
  ...runtime.instructions.filter((i) => i.keyword === 'ENV').map((i) => envPairs(i.args)),
) as Record<string, string>
/** A VAPID key pair and subject, as `npm run push:keys` writes them. */
function vapidEnv() {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys()
  return {
    VAPID_PUBLIC_KEY: publicKey,
    VAPID_PRIVATE_KEY: privateKey,
    VAPID_SUBJECT: 'mailto:kitchen@shop.example',
  }
}

const [command = '', ...args] = commandLine(
  runtime.instructions.find((i) => i.keyword === 'CMD')!.args,
)
const SUFFIX = 'production-test-suffix'

afterEach(cleanUp)

it('refuses to start with the image’s environment and nothing else, one sentence per problem', async () => {
  const started = startServer(command, args, { cwd: ROOT, env: imageEnv, timeoutMs: 30_000 })
  const error = await started.then(
    () => null,
    (reason: Error) => reason.message,
  )
  expect(error).toMatch(/^exited \(1\)|Configuration:/)
  for (const sentence of [
    'PUBLIC_ORIGIN must be an https origin in production.',
    /SMS_PROVIDER=log is the stand-in/,
    /VIVA_MODE=simulator is the local fake/,
    /MAIL_PROVIDER=log is the stand-in/,
    'OTP_SECRET must be set to a secret of your own in production.',
    'PHONE_SIGNATURE_SUFFIX must be set in production.',
    /STAFF_TOTP_KEY must be set in production/,
    /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT must be set in production/,
  ]) {
    expect(error).toMatch(sentence)
  }
  // A sentence for the operator, not a stack trace.
  expect(error).not.toMatch(/\n\s+at /)
}, 40_000)

it('serves a fully configured production shop with no stand-in route and no demo banner', async () => {
  const folder = scratchFolder('production')
  const twilio = await fakeTwilio()
  onCleanUp(twilio.close)
  const server = await startServer(command, args, {
    cwd: ROOT,
    env: {
      ...imageEnv,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: join(folder, 'data'),
      PUBLIC_ORIGIN: 'https://shop.example',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC0123',
      TWILIO_AUTH_TOKEN: 'twilio-token',
      TWILIO_FROM: '+359000000000',
      TWILIO_BASE_URL: twilio.baseUrl,
      VIVA_MODE: 'demo',
      VIVA_CLIENT_ID: 'client',
      VIVA_CLIENT_SECRET: 'secret',
      VIVA_MERCHANT_ID: 'merchant',
      VIVA_API_KEY: 'key',
      VIVA_SOURCE_CODE: '1234',
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: (await closedBaseUrl()).replace('http:', 'smtp:'),
      MAIL_FROM: 'Shop <orders@shop.example>',
      OTP_SECRET: randomBytes(24).toString('hex'),
      PHONE_SIGNATURE_SUFFIX: SUFFIX,
      STAFF_TOTP_KEY: randomBytes(32).toString('base64'),
      ...vapidEnv(),
    },
    timeoutMs: 60_000,
  })
  expect((await fetch(`${server.base}/readyz`)).status, server.output()).toBe(200)
  // The payment simulator would mark orders paid without money: none of its routes exists.
  // (A POST where no route takes one is 405 since pages answer only GET and HEAD.)
  const token = await fetch(`${server.base}/_viva/connect/token`, { method: 'POST' })
  expect([404, 405]).toContain(token.status)
  expect(await token.text()).not.toContain('access_token')
  expect((await fetch(`${server.base}/_viva/web/checkout?ref=1`)).status).toBe(404)
  const home = await fetch(`${server.base}/`)
  expect(home.status).toBe(200)
  expect(await home.text()).not.toContain('demo-banner')

  // A sign-in code goes to the SMS provider, never to the log.
  const phone = '359887000123'
  const send = await fetch(`${server.base}/api/via-phone-number`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Line-Header': await lineHeader(phone, SUFFIX, lineDate(new Date(), 'Europe/Sofia')),
    },
    body: JSON.stringify({ phone }),
  })
  expect(send.status, server.output()).toBe(200)
  expect(twilio.requests).toHaveLength(1)
  expect(twilio.requests[0]!.form.To).toBe(`+${phone}`)
  expect(server.logs.some((line) => line.msg === 'sms')).toBe(false)
}, 90_000)

it('runs a demonstration on the stand-ins only when told so by name, and every page says so', async () => {
  const folder = scratchFolder('production')
  const server = await startServer(command, args, {
    cwd: ROOT,
    env: {
      ...imageEnv,
      APP_ENV: 'demo',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: join(folder, 'data'),
    },
    timeoutMs: 60_000,
  })
  for (const path of ['/', '/en/menu', '/ru/delivery']) {
    const page = await fetch(`${server.base}${path}`)
    expect(page.status, path).toBe(200)
    expect(await page.text(), path).toContain('class="demo-banner"')
  }
  // Its simulator serves the demo's card payments.
  expect((await fetch(`${server.base}/_viva/connect/token`, { method: 'POST' })).status).not.toBe(
    404,
  )
}, 90_000)
