import { describe, expect, it } from 'vitest'
import { ConfigError, readEnv } from './env'

const PRODUCTION = {
  APP_ENV: 'production',
  PUBLIC_ORIGIN: 'https://shop.example',
  SMS_PROVIDER: 'twilio',
  VIVA_MODE: 'live',
  OTP_SECRET: 's'.repeat(40),
  PHONE_SIGNATURE_SUFFIX: 'our-own-suffix',
  OPERATOR_API_KEY: 'k'.repeat(32),
}

describe('configuration', () => {
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

  it('accepts a complete production configuration', () => {
    expect(readEnv(PRODUCTION).https).toBe(true)
  })

  it.each([
    ['PUBLIC_ORIGIN', 'http://shop.example', /https origin/],
    ['SMS_PROVIDER', 'log', /stand-in/],
    ['VIVA_MODE', 'simulator', /local fake/],
    ['OTP_SECRET', undefined, /OTP_SECRET/],
    ['PHONE_SIGNATURE_SUFFIX', undefined, /PHONE_SIGNATURE_SUFFIX/],
    ['OPERATOR_API_KEY', undefined, /OPERATOR_API_KEY/],
  ])('production refuses %s=%s', (name, value, message) => {
    expect(() => readEnv({ ...PRODUCTION, [name]: value })).toThrow(message)
  })
})
