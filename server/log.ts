import pino, { type Logger } from 'pino'

// Secrets never reach a log line: tokens, codes, passwords, TOTP secrets, cookies and authorization
// headers are censored wherever they appear in the logged objects.
export const REDACT = [
  'token',
  'code',
  'password',
  'currentPassword',
  'newPassword',
  'secret',
  '*.token',
  '*.code',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.secret',
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers.authorization',
  'res.headers["set-cookie"]',
]

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    { level, redact: { paths: REDACT, censor: '[redacted]' }, base: undefined },
    destination,
  )
}

export type { Logger }
