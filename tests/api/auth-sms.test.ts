import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { logSender } from '#server/api/sms'
import { twilioSender } from '#server/api/sms/twilio'
import { useApi } from '#tests/support/api'
import { authClient, authMessage, codeIn, newPhone, wrongCode } from '#tests/support/auth'
import { engines } from '#tests/support/databases'
import { closedBaseUrl, fakeTwilio } from '#tests/support/fake-twilio'

const ENGINES = await engines()

const ACCOUNT = 'AC0123456789abcdef0123456789abcdef'
const AUTH_TOKEN = 'twilio-auth-token-secret'
const FROM = '+15005550006'

/** Whether a log line holds `digits` as a number of its own (not inside a longer one, e.g. a time). */
const holds = (line: string, digits: string) =>
  new RegExp(`(?<![0-9])${digits}(?![0-9])`).test(line)

let twilio: Awaited<ReturnType<typeof fakeTwilio>>
beforeAll(async () => {
  twilio = await fakeTwilio()
})
afterAll(() => twilio.close())
beforeEach(() => {
  twilio.requests.length = 0
  twilio.answer(201)
})

describe('the Twilio client', () => {
  const sender = () =>
    twilioSender({
      accountSid: ACCOUNT,
      authToken: AUTH_TOKEN,
      from: FROM,
      baseUrl: twilio.baseUrl,
    })

  it('posts the form to the account’s Messages.json with Basic auth', async () => {
    await sender().send('359888123456', 'Hanami: your sign-in code is 123456.')
    expect(twilio.requests).toHaveLength(1)
    const [request] = twilio.requests
    expect(request!.method).toBe('POST')
    expect(request!.path).toBe(`/2010-04-01/Accounts/${ACCOUNT}/Messages.json`)
    expect(request!.headers.authorization).toBe(
      `Basic ${Buffer.from(`${ACCOUNT}:${AUTH_TOKEN}`).toString('base64')}`,
    )
    expect(request!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded\b/)
    expect(request!.form).toEqual({
      To: '+359888123456',
      From: FROM,
      Body: 'Hanami: your sign-in code is 123456.',
    })
  })

  it('its name is twilio', () => {
    expect(sender().name).toBe('twilio')
  })

  it.each([400, 401, 429, 500, 503])(
    'a %i answer makes send() throw, without the message in the error',
    async (status) => {
      twilio.answer(status)
      const text = 'Hanami: your sign-in code is 654321.'
      const error = await sender()
        .send('359888123456', text)
        .then(
          () => null,
          (e: unknown) => e,
        )
      expect(error).toBeInstanceOf(Error)
      const seen = `${String(error)} ${JSON.stringify(error)} ${(error as Error).stack ?? ''}`
      expect(seen).not.toContain('654321')
      expect(seen).not.toContain(text)
      expect(seen).not.toContain(AUTH_TOKEN)
      expect(twilio.requests).toHaveLength(1)
    },
  )
})

describe.each(ENGINES)('SMS and logs through the API on %s', (engine) => {
  const t = useApi(engine)

  it('the code is only in the stand-in’s `sms` line; the token is in no line at all', async () => {
    const a = authClient(t, { sms: (log) => logSender(log) })
    const phone = newPhone()
    const sent = await a.requestCode(phone)
    expect(sent.status, sent.text).toBe(200)
    const smsLines = a.lines.filter((line) => line.msg === 'sms')
    expect(smsLines).toHaveLength(1)
    expect(smsLines[0]).toMatchObject({ to: phone })
    const code = codeIn(String(smsLines[0]!.text))
    const wrong = wrongCode(code)

    const miss = await a.checkCode(phone, wrong)
    expect(miss.status).toBe(404)
    const hit = await a.checkCode(phone, code)
    expect(hit.status, hit.text).toBe(200)
    const { token } = hit.body
    // The token at work, too: nothing it touches may log it.
    expect((await a.getProfile(token)).status).toBe(200)
    expect((await a.updateProfile(token, { name: 'Ivan' })).status).toBe(200)
    expect((await a.logout(token)).status).toBe(200)
    expect((await a.getProfile(token)).status).toBe(401)

    // Each step left its event.
    const events = a.lines.map((line) => line.event).filter(Boolean)
    expect(events).toEqual(['otp_sent', 'otp_failed', 'signed_in'])

    const withCode = a.raw.filter((line) => holds(line, code))
    expect(withCode).toHaveLength(1)
    expect(JSON.parse(withCode[0]!).msg).toBe('sms')
    expect(a.raw.filter((line) => holds(line, wrong))).toEqual([])
    for (const line of a.raw) expect(line).not.toContain(token)
  })

  it('a code sent through Twilio reaches it as the SMS text, to +digits', async () => {
    const a = authClient(t, {
      sms: twilioSender({
        accountSid: ACCOUNT,
        authToken: AUTH_TOKEN,
        from: FROM,
        baseUrl: twilio.baseUrl,
      }),
    })
    const phone = newPhone()
    const reply = await a.requestCode(phone)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body).toEqual({ success: true, codeLength: 6 })
    expect(twilio.requests).toHaveLength(1)
    const { form } = twilio.requests[0]!
    expect(form.To).toBe(`+${phone}`)
    expect(form.From).toBe(FROM)
    const code = codeIn(form.Body!)
    expect((await a.checkCode(phone, code)).status).toBe(200)
    for (const line of a.raw) expect(holds(line, code)).toBe(false)
  })

  it.each(['en', 'bg'] as const)(
    'a failing provider gives 503 with the translated message (%s), and the log keeps no code',
    async (lang) => {
      twilio.answer(500)
      const a = authClient(t, {
        sms: twilioSender({
          accountSid: ACCOUNT,
          authToken: AUTH_TOKEN,
          from: FROM,
          baseUrl: twilio.baseUrl,
        }),
      })
      const reply = await a.requestCode(newPhone(), { lang })
      expect(reply.status, reply.text).toBe(503)
      expect(reply.body).toEqual({ message: authMessage(lang, (m) => m.auth.smsFailed) })
      expect(twilio.requests).toHaveLength(1)
      const code = codeIn(twilio.requests[0]!.form.Body!)
      const failure = a.lines.find((line) => line.msg === 'sms send failed')
      expect(failure).toMatchObject({ provider: 'twilio' })
      for (const line of a.raw) {
        expect(holds(line, code)).toBe(false)
        expect(line).not.toContain(AUTH_TOKEN)
      }
    },
  )

  it('an unreachable provider gives 503 too', async () => {
    const a = authClient(t, {
      sms: twilioSender({
        accountSid: ACCOUNT,
        authToken: AUTH_TOKEN,
        from: FROM,
        baseUrl: await closedBaseUrl(),
      }),
    })
    const reply = await a.requestCode(newPhone())
    expect(reply.status, reply.text).toBe(503)
    expect(reply.body).toEqual({ message: authMessage('en', (m) => m.auth.smsFailed) })
  })

  it('a provider that throws is never reached by a refused request', async () => {
    let calls = 0
    const a = authClient(t, {
      sms: {
        name: 'counting',
        async send() {
          calls += 1
          throw new Error('down')
        },
      },
    })
    const phone = newPhone()
    expect((await a.requestCode(phone, { header: 'f'.repeat(64) })).status).toBe(400)
    expect((await a.requestCode('380501234567')).status).toBe(422)
    expect(calls).toBe(0)
    expect((await a.requestCode(phone)).status).toBe(503)
    expect(calls).toBe(1)
  })
})
