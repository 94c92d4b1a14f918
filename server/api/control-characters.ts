import type { MiddlewareHandler } from 'hono'
import { translate } from '#shared/i18n'
import { ApiError } from './errors'
import { requestLang } from './validate'

const TEXTAREA = new Set([0x09, 0x0a, 0x0d])

/**
 * C0 controls and DEL, except tab, line feed and carriage return (a textarea sends them): no
 * keyboard types the rest, and PostgreSQL refuses NUL in text.
 */
function untypeable(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if ((code < 0x20 && !TEXTAREA.has(code)) || code === 0x7f) return true
  }
  return false
}

/** The first field (`address.street`, a query parameter, `path`) whose text has a control. */
function controlField(value: unknown, field: string): string | null {
  if (typeof value === 'string') return untypeable(value) ? field || 'body' : null
  if (value === null || typeof value !== 'object') return null
  for (const [key, inner] of Object.entries(value)) {
    const name = field ? `${field}.${key}` : key
    if (untypeable(key)) return name
    const found = controlField(inner, name)
    if (found) return found
  }
  return null
}

/**
 * Text input with a control character is refused here, once for the whole API, with a 422 on its
 * field: the path, each query parameter and every string of a JSON body, before any route or
 * schema sees it.
 */
export function refuseControlCharacters(): MiddlewareHandler {
  return async (c, next) => {
    const field =
      (untypeable(safeDecode(new URL(c.req.url).pathname)) && 'path') ||
      controlField(Object.fromEntries(new URL(c.req.url).searchParams), '') ||
      (/^application\/json\b/i.test(c.req.header('content-type') ?? '') &&
        controlField(await c.req.json().catch(() => undefined), ''))
    if (field) {
      const lang = requestLang(c)
      throw new ApiError(422, translate(lang, 'validation.failed'), {
        [field]: translate(lang, 'validation.controlCharacters'),
      })
    }
    await next()
  }
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
