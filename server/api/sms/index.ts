import { appendFile } from 'node:fs/promises'
import type { Logger } from 'pino'
import { ConfigError } from '#server/config-error'
import type { SmsSender } from './sender'
import { twilioSender } from './twilio'

export type { SmsSender }

/** The stand-in outside production: each message is one log line (msg `sms`, fields `to`, `text`). */
export function logSender(log: Logger, outbox?: string): SmsSender {
  return {
    name: 'log',
    async send(to, text) {
      log.info({ to, text }, 'sms')
      // Also a JSON line in a file, where local tools and browser tests read the codes.
      if (outbox)
        await appendFile(outbox, `${JSON.stringify({ to, text, at: new Date().toISOString() })}\n`)
    },
  }
}

export type SmsConfig = {
  SMS_PROVIDER: 'log' | 'twilio'
  TWILIO_ACCOUNT_SID?: string | undefined
  TWILIO_AUTH_TOKEN?: string | undefined
  TWILIO_FROM?: string | undefined
  TWILIO_BASE_URL: string
  SMS_OUTBOX_FILE?: string | undefined
}

export function smsSender(config: SmsConfig, log: Logger): SmsSender {
  if (config.SMS_PROVIDER === 'log') return logSender(log, config.SMS_OUTBOX_FILE)
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = config
  if (!accountSid || !authToken || !from) {
    throw new ConfigError(
      'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM.',
    )
  }
  return twilioSender({ accountSid, authToken, from, baseUrl: config.TWILIO_BASE_URL })
}
