import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ConfigError, ENV_NAMES, readEnv } from './env'
import { DEVELOPMENT_TOTP_KEY } from './secret-box'

const VAPID = {
  VAPID_PUBLIC_KEY:
    'BLE8b3taGcxMs3Aobf6mUW-SnJSHRj3jwT418lk-EaaRYF6r0yegeKQs4K4KAdaaz4VFbNdWgOWaU_pio6nRbuk',
  VAPID_PRIVATE_KEY: 'LO501lo7yv4ii9e17NcV6u28nnksfHcmHFEmoIL05ZE',
  VAPID_SUBJECT: 'mailto:kitchen@shop.example',
}

const PRODUCTION = {
  APP_ENV: 'production',
  PUBLIC_ORIGIN: 'https://shop.example',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC0123',
  TWILIO_AUTH_TOKEN: 'twilio-token',
  TWILIO_FROM: '+359000000000',
  VIVA_MODE: 'live',
  OTP_SECRET: 's'.repeat(40),
  PHONE_SIGNATURE_SUFFIX: 'our-own-suffix',
  MAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtps://shop:secret@smtp.example.com:465',
  MAIL_FROM: 'Shop <orders@shop.example>',
  STAFF_TOTP_KEY: randomBytes(32).toString('base64'),
  ...VAPID,
}

describe('configuration', () => {
  it('a production shop is the production build: NODE_ENV follows APP_ENV, and no other is taken', () => {
    expect(readEnv(PRODUCTION).NODE_ENV).toBe('production')
    expect(() => readEnv({ ...PRODUCTION, NODE_ENV: 'development' })).toThrow(
      /APP_ENV=production runs the production build/,
    )
  })

  it('defaults to a local demo with the stand-ins', () => {
    const env = readEnv({})
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      SMS_PROVIDER: 'log',
      VIVA_MODE: 'simulator',
      https: false,
    })
    expect(env.PUBLIC_ORIGIN).toBe('http://localhost:3000')
  })

  it('fails with a sentence naming the variable', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(ConfigError)
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/^PORT is invalid/)
  })

  it('bounds the embedded database queue at 100 unless told otherwise', () => {
    expect(readEnv({}).DATABASE_QUEUE_LIMIT).toBe(100)
    expect(readEnv({ DATABASE_QUEUE_LIMIT: '8' }).DATABASE_QUEUE_LIMIT).toBe(8)
    for (const bad of ['0', '-5', '2.5', 'many']) {
      expect(() => readEnv({ DATABASE_QUEUE_LIMIT: bad })).toThrow(
        /^DATABASE_QUEUE_LIMIT is invalid/,
      )
    }
  })

  it('accepts a complete production configuration', () => {
    expect(readEnv(PRODUCTION)).toMatchObject({ https: true, demo: false })
  })

  it('runs a demonstration on the stand-ins only when APP_ENV names it', () => {
    expect(readEnv({}).demo).toBe(false)
    expect(readEnv({ APP_ENV: 'demo' })).toMatchObject({ demo: true, SMS_PROVIDER: 'log' })
  })

  it.each([
    ['PUBLIC_ORIGIN', 'http://shop.example', /https origin/],
    ['SMS_PROVIDER', 'log', /stand-in/],
    ['VIVA_MODE', 'simulator', /local fake/],
    ['OTP_SECRET', undefined, /OTP_SECRET/],
    ['PHONE_SIGNATURE_SUFFIX', undefined, /PHONE_SIGNATURE_SUFFIX/],
    ['MAIL_PROVIDER', 'log', /MAIL_PROVIDER=log is the stand-in/],
    ['ORDER_WEBHOOK_URL', 'http://hooks.example/orders', /ORDER_WEBHOOK_URL must be an https/],
    ['STAFF_TOTP_KEY', undefined, /^STAFF_TOTP_KEY must be set in production/],
    ['VAPID_PRIVATE_KEY', undefined, /^VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go/],
  ])('production refuses %s=%s', (name, value, message) => {
    const secret = { ORDER_WEBHOOK_SECRET: 'w'.repeat(32) }
    expect(() => readEnv({ ...PRODUCTION, ...secret, [name]: value })).toThrow(message)
  })

  it('names every missing credential and every unencrypted provider in one start', () => {
    const start = () =>
      readEnv({
        ...PRODUCTION,
        TWILIO_AUTH_TOKEN: undefined,
        TWILIO_BASE_URL: 'http://api.twilio.example',
        SMTP_URL: 'smtp://shop:secret@smtp.example.com:587',
        MAIL_FROM: undefined,
      })
    expect(start).toThrow(ConfigError)
    for (const sentence of [
      'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM.',
      'MAIL_PROVIDER=smtp needs SMTP_URL and MAIL_FROM.',
      'TWILIO_BASE_URL must be an https address in production',
      'SMTP_URL must be smtps:// or smtp://…?requireTLS=true',
    ]) {
      expect(start).toThrow(sentence)
    }
  })

  it('takes STARTTLS or a relay on this machine for SMTP and Twilio in production', () => {
    for (const SMTP_URL of [
      'smtp://shop:secret@smtp.example.com:587?requireTLS=true',
      'smtp://127.0.0.1:25',
    ]) {
      expect(readEnv({ ...PRODUCTION, SMTP_URL }).SMTP_URL).toBe(SMTP_URL)
    }
    expect(readEnv({ ...PRODUCTION, TWILIO_BASE_URL: 'http://127.0.0.1:4010' })).toBeTruthy()
  })

  it('runs the API alone behind an edge only with the edge’s secret in production', () => {
    expect(readEnv({ ROLE: 'api' }).ROLE).toBe('api')
    expect(() => readEnv({ ...PRODUCTION, ROLE: 'api' })).toThrow(/ROLE=api needs EDGE_SECRET/)
    expect(() => readEnv({ ROLE: 'api', EDGE_SECRET: 'short' })).toThrow(/^EDGE_SECRET is invalid/)
    const secret = 'e'.repeat(32)
    expect(readEnv({ ...PRODUCTION, ROLE: 'api', EDGE_SECRET: secret }).EDGE_SECRET).toBe(secret)
  })

  it('refuses an order webhook without the secret that signs it', () => {
    const url = { ORDER_WEBHOOK_URL: 'https://hooks.example/orders' }
    expect(() => readEnv(url)).toThrow(/ORDER_WEBHOOK_URL needs ORDER_WEBHOOK_SECRET/)
    expect(readEnv({ ...url, ORDER_WEBHOOK_SECRET: 'w'.repeat(32) }).ORDER_WEBHOOK_URL).toBe(
      url.ORDER_WEBHOOK_URL,
    )
  })

  it('push is off without VAPID keys outside production, required in production, and checked', () => {
    expect(readEnv({}).vapid).toBeNull()
    expect(readEnv(VAPID).vapid).toEqual({
      publicKey: VAPID.VAPID_PUBLIC_KEY,
      privateKey: VAPID.VAPID_PRIVATE_KEY,
      subject: VAPID.VAPID_SUBJECT,
    })
    const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT, ...without } = PRODUCTION
    expect(() => readEnv(without)).toThrow(
      /^VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT must be set in production/,
    )
    expect(() => readEnv({ ...VAPID, VAPID_PUBLIC_KEY: 'short' })).toThrow(
      /must be a P-256 key pair in base64url \(npm run push:keys\)/,
    )
    expect(() => readEnv({ ...VAPID, VAPID_SUBJECT: 'kitchen@shop.example' })).toThrow(
      /VAPID_SUBJECT is invalid: a mailto: or https: address/,
    )
  })

  it('reads STAFF_TOTP_KEY as 32 bytes in hex or base64; a fixed key outside production', () => {
    expect(readEnv({}).totpKey).toEqual(DEVELOPMENT_TOTP_KEY)
    const key = randomBytes(32)
    expect(readEnv({ STAFF_TOTP_KEY: key.toString('hex') }).totpKey).toEqual(key)
    expect(readEnv({ ...PRODUCTION, STAFF_TOTP_KEY: key.toString('base64') }).totpKey).toEqual(key)
    for (const bad of ['', 'not a key', randomBytes(16).toString('hex')]) {
      expect(() => readEnv({ STAFF_TOTP_KEY: bad })).toThrow(
        /^STAFF_TOTP_KEY must be 32 bytes in hex or base64 \(openssl rand -base64 32\)\.$/,
      )
    }
  })
})

describe('documentation', () => {
  const table = readFileSync('docs/configuration.md', 'utf8')
  const example = readFileSync('.env.example', 'utf8')

  it.each(ENV_NAMES)('%s is in the table of docs/configuration.md and in .env.example', (name) => {
    expect(table).toMatch(new RegExp(`^\\|[^\\n]*\`${name}\``, 'm'))
    expect(example).toMatch(new RegExp(`^#? ?${name}=`, 'm'))
  })

  it('a copy of .env.example nobody filled in is refused in production', () => {
    const settings = Object.fromEntries(
      example
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    )
    expect(() => readEnv(settings)).toThrow(ConfigError)
  })
})
