import { inspect } from 'node:util'
import type { Logger } from 'pino'

// Colour codes a library adds for a terminal mean nothing in a JSON log.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what is matched
const ANSI = /\u001b\[[0-9;]*m/g

/**
 * Libraries print errors with console.error (Vike prints a page's error with its stack and a
 * framed hint): in production each becomes one JSON line of the log, its Error as `err` with the
 * stack, the rest as `text`, instead of plain text between the JSON lines. Answers the undo.
 */
export function consoleToLog(log: Logger): () => void {
  const saved = { error: console.error, warn: console.warn }
  const write =
    (level: 'error' | 'warn') =>
    (...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error)
      const text = args
        .filter((arg) => arg !== err)
        .map((arg) => (typeof arg === 'string' ? arg : inspect(arg)))
        .join(' ')
        .replace(ANSI, '')
      log[level]({ ...(err ? { err } : {}), ...(text ? { text } : {}) }, 'console')
    }
  console.error = write('error')
  console.warn = write('warn')
  return () => Object.assign(console, saved)
}
