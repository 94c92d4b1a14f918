import type { SmsSender } from './sender'

const TIMEOUT_MS = 10_000

/** Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, form body, Basic auth). */
export function twilioSender(options: {
  accountSid: string
  authToken: string
  from: string
  baseUrl: string
}): SmsSender {
  const url = `${options.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`
  const auth = Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')
  return {
    name: 'twilio',
    async send(to, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${auth}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: `+${to}`, From: options.from, Body: text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      if (!response.ok) {
        // Twilio's body can echo the message (and so the code): only the status is kept.
        throw new Error(`Twilio answered ${response.status}`)
      }
    },
  }
}
