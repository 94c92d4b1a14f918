import type { MiddlewareHandler } from 'hono'
import { translate } from '#shared/i18n'
import { ApiError } from './errors'
import { requestLang } from './validate'

const TEXTAREA = new Set([0x09, 0x0a, 0x0d])
/** Half of a UTF-16 pair without its other half: no character at all, and jsonb refuses it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
/** Deeper than any body the API takes: a form is a few levels, an order's lines four. */
const MAX_DEPTH = 32

/**
 * C0 controls and DEL, except tab, line feed and carriage return (a textarea sends them), and
 * unpaired surrogates (`"\ud800"`): no keyboard types them, and PostgreSQL refuses NUL in text and
 * lone surrogates in jsonb.
 */
function untypeable(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if ((code < 0x20 && !TEXTAREA.has(code)) || code === 0x7f) return true
  }
  return LONE_SURROGATE.test(text)
}

class TooDeep extends Error {}

/**
 * The first field (`address.street`, a query parameter, `path`) whose text has a control. Walked
 * with a list rather than recursion, and no deeper than MAX_DEPTH: a body nested thousands deep
 * is refused, not a stack overflow.
 */
function controlField(root: unknown): string | null {
  const pending: { value: unknown; field: string; depth: number }[] = [
    { value: root, field: '', depth: 0 },
  ]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, field, depth } = next
    if (typeof value === 'string') {
      if (untypeable(value)) return field || 'body'
      continue
    }
    if (value === null || typeof value !== 'object') continue
    if (depth >= MAX_DEPTH) throw new TooDeep()
    // Reversed onto the list, so fields are looked at in their order: the first one is named.
    for (const [key, inner] of Object.entries(value).reverse()) {
      const name = field ? `${field}.${key}` : key
      if (untypeable(key)) return name
      pending.push({ value: inner, field: name, depth: depth + 1 })
    }
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
    let field: string | null | false
    try {
      field =
        (untypeable(safeDecode(new URL(c.req.url).pathname)) && 'path') ||
        controlField(Object.fromEntries(new URL(c.req.url).searchParams)) ||
        (/^application\/json\b/i.test(c.req.header('content-type') ?? '') &&
          controlField(await c.req.json().catch(() => undefined)))
    } catch (error) {
      if (!(error instanceof TooDeep)) throw error
      throw new ApiError(400, translate(requestLang(c), 'api.tooDeep'))
    }
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
