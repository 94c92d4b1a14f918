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

/** What a database error may tell about itself: where it failed, never the values involved. */
const SAFE_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'constraint']

type LoggedError = { type: string; message: string; stack?: string; cause?: LoggedError } & Record<
  string,
  unknown
>

/**
 * An error as a log line may carry it (ASVS 16.2.5): its type, message, stack and cause, without
 * a failed query's parameters (Drizzle puts them in its message), PostgreSQL's detail (`Key
 * (phone)=(…)`) or a quoted input value (`invalid input syntax for type integer: "…"`).
 */
export function errorWithoutData(error: unknown, depth = 0): LoggedError | unknown {
  if (!(error instanceof Error)) return error
  const query = 'query' in error && typeof error.query === 'string' ? error.query : null
  // Drizzle's message is the query, then `params: …` with every value; the query alone is enough.
  const message =
    query && error.message.startsWith(`Failed query: ${query}`)
      ? `Failed query: ${query}`
      : error.message.replace(/: "(?:[^"\\]|\\.)*"/g, ': "[redacted]"')
  const logged: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message,
    ...(error.stack ? { stack: error.stack.replace(error.message, message) } : {}),
  }
  for (const field of SAFE_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field]
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value
  }
  if (error.cause !== undefined && depth < 5)
    logged.cause = errorWithoutData(error.cause, depth + 1) as LoggedError
  return logged
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT, censor: '[redacted]' },
      base: undefined,
      serializers: { err: errorWithoutData },
    },
    destination,
  )
}

export type { Logger }
