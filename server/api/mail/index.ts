import { appendFile } from 'node:fs/promises'
import type { Transporter } from 'nodemailer'
import type { Logger } from 'pino'
import { ConfigError } from '#server/config-error'

export type Mail = { to: string; subject: string; text: string }

/** Where the restaurant's e-mails go. */
export type Mailer = { name: string; send: (mail: Mail) => Promise<void> }

/**
 * The stand-in outside production: one log line with the subject alone (an order number, no
 * personal data), and the whole message as a JSON line in an outbox file when one is set.
 */
export function logMailer(log: Logger, outbox?: string): Mailer {
  return {
    name: 'log',
    async send(mail) {
      log.info({ event: 'mail', subject: mail.subject }, 'mail')
      if (outbox) {
        await appendFile(outbox, `${JSON.stringify({ ...mail, at: new Date().toISOString() })}\n`)
      }
    },
  }
}

/**
 * SMTP through nodemailer; SMTP_URL carries the host, port, TLS and credentials. nodemailer (7 MB
 * resident) is imported with the first mail: a restaurant's mails are a few an hour.
 */
export function smtpMailer(url: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined
  const connect = async () => {
    const { createTransport } = await import('nodemailer')
    return createTransport({
      url,
      // A mail server that hangs must not keep notifications waiting for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    })
  }
  return {
    name: 'smtp',
    async send(mail) {
      transport ??= connect()
      await (await transport).sendMail({ from, ...mail })
    },
  }
}

export type MailConfig = {
  MAIL_PROVIDER: 'log' | 'smtp'
  SMTP_URL?: string | undefined
  MAIL_FROM?: string | undefined
  MAIL_OUTBOX_FILE?: string | undefined
}

export function mailer(config: MailConfig, log: Logger): Mailer {
  if (config.MAIL_PROVIDER === 'log') return logMailer(log, config.MAIL_OUTBOX_FILE)
  if (!config.SMTP_URL || !config.MAIL_FROM) {
    throw new ConfigError('MAIL_PROVIDER=smtp needs SMTP_URL and MAIL_FROM.')
  }
  return smtpMailer(config.SMTP_URL, config.MAIL_FROM)
}
