import { describe, expect, it } from 'vitest'
import { apiLanguage, LANGS } from '#shared/locales'
import {
  apiMessage,
  type ErrorShape,
  expectApiError,
  publicJsonBodyPaths,
  type Reply,
  useApi,
  validationMessage,
} from '#tests/support/api'
import { engines } from '#tests/support/databases'

const ENGINES = await engines()

const LIMIT = 64 * 1024

describe.each(ENGINES)('API errors on %s', (engine) => {
  const t = useApi(engine)

  /** A body sent the way an HTTP client sends it, with its Content-Length. */
  const post = (path: string, body: string, type?: string, lang = 'en', method = 'POST') =>
    t.send(path, {
      method,
      lang,
      body,
      headers: {
        ...(type === undefined ? {} : { 'Content-Type': type }),
        'Content-Length': String(Buffer.byteLength(body)),
      },
    })

  describe('unknown paths', () => {
    it.each([
      '/api/nope',
      '/api',
      '/api/',
      '/api/products/filadelfiia-klasik/reviews',
      '/api/categories',
      '/api/menu/rolls',
      '/api/dictionaries',
      '/api/redirects',
      '/api/..%2f..%2fetc%2fpasswd',
    ])('GET %s is a JSON 404 {message}', async (path) => {
      const reply = await t.get(path, 'en')
      expectApiError(reply, 404, apiMessage('en', 'notFound'))
      expect(reply.body).toEqual({ message: apiMessage('en', 'notFound') })
    })

    it.each(LANGS)('the 404 message is in the request language (%s)', async (lang) => {
      expectApiError(await t.get('/api/nope', apiLanguage(lang)), 404, apiMessage(lang, 'notFound'))
    })

    it('without a language the 404 message is Bulgarian', async () => {
      expectApiError(await t.get('/api/nope'), 404, apiMessage('bg', 'notFound'))
    })

    it('a JSON POST to a GET-only call is a 405 with Allow', async () => {
      const reply = await post('/api/menu', '{}', 'application/json')
      expectApiError(reply, 405, apiMessage('en', 'methodNotAllowed'))
      expect(reply.headers.get('allow')).toBe('GET, HEAD')
    })

    it.each(['DELETE', 'PUT', 'PATCH'])('%s on a catalog call is a JSON 405', async (method) => {
      const reply = await post('/api/products', '{}', 'application/json', 'en', method)
      expectApiError(reply, 405)
    })
  })

  describe('content types', () => {
    it.each([
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'text/plain;charset=UTF-8',
      'application/jsonp',
      'application/json-patch+json',
      'text/json',
    ])('POST with Content-Type %s is a 415 {message}', async (type) => {
      for (const path of ['/api/menu', '/api/nope']) {
        const reply = await post(path, 'a=1', type)
        expectApiError(reply, 415, apiMessage('en', 'unsupportedMediaType'))
        expect(reply.body).toEqual({ message: apiMessage('en', 'unsupportedMediaType') })
      }
    })

    it('POST without a Content-Type is a 415', async () => {
      expectApiError(await post('/api/nope', '{}'), 415, apiMessage('en', 'unsupportedMediaType'))
    })

    it.each(['PUT', 'PATCH'])('%s with a form body is a 415 too', async (method) => {
      const reply = await post(
        '/api/nope',
        'a=1',
        'application/x-www-form-urlencoded',
        'en',
        method,
      )
      expectApiError(reply, 415, apiMessage('en', 'unsupportedMediaType'))
    })

    it.each(LANGS)('the 415 message is in the request language (%s)', async (lang) => {
      const reply = await post('/api/nope', 'x', 'text/plain', apiLanguage(lang))
      expectApiError(reply, 415, apiMessage(lang, 'unsupportedMediaType'))
    })

    it.each([
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/json;charset=UTF-8',
    ])('POST with Content-Type %s passes the content check (then 404)', async (type) => {
      expectApiError(await post('/api/nope', '{}', type), 404, apiMessage('en', 'notFound'))
    })
  })

  describe('JSON bodies', () => {
    // Every public call that takes a JSON body (the cart, sign-in, ...), read from the docs.
    const routes = publicJsonBodyPaths()

    it('a body that is not JSON is a 400 with the malformedJson message in the request language', async () => {
      for (const path of routes) {
        for (const lang of LANGS) {
          for (const body of ['{', '{"lines":', "{'a':1}", '']) {
            const reply = await post(path, body, 'application/json', apiLanguage(lang))
            expect(reply.status, `${path} ${JSON.stringify(body)}`).toBe(400)
            expectApiError(reply, 400, apiMessage(lang, 'malformedJson'))
          }
        }
      }
    })

    it('a JSON value of the wrong shape is a 422 with field messages', async () => {
      for (const path of routes) {
        for (const body of ['[]', '"x"', '1', 'null', '{"__proto__":{}}']) {
          const reply = await post(path, body, 'application/json')
          expectApiError(reply, 422, validationMessage('en', 'failed'))
          expect(Object.keys((reply.body as ErrorShape).errors ?? {}).length).toBeGreaterThan(0)
        }
      }
    })
  })

  describe('body size', () => {
    it('a JSON body over 64 KB is a 413 {message}', async () => {
      const body = JSON.stringify({ note: 'x'.repeat(LIMIT) })
      for (const path of ['/api/nope', '/api/menu']) {
        const reply = await post(path, body, 'application/json')
        expectApiError(reply, 413, apiMessage('en', 'payloadTooLarge'))
        expect(reply.body).toEqual({ message: apiMessage('en', 'payloadTooLarge') })
      }
    })

    it('the 413 is in the request language and comes before the content-type check', async () => {
      const body = 'x'.repeat(LIMIT + 1)
      const bulgarian = await post('/api/nope', body, 'text/plain', 'bg')
      expectApiError(bulgarian, 413, apiMessage('bg', 'payloadTooLarge'))
      const russian = await post('/api/nope', body, 'application/json', 'ru')
      expectApiError(russian, 413, apiMessage('ru', 'payloadTooLarge'))
    })

    it('64 KB exactly is not too large', async () => {
      const body = JSON.stringify('x'.repeat(LIMIT - 2))
      expect(Buffer.byteLength(body)).toBe(LIMIT)
      expectApiError(await post('/api/nope', body, 'application/json'), 404)
    })

    it('a multi-byte body is measured in bytes, not characters', async () => {
      const body = JSON.stringify('я'.repeat(LIMIT / 2))
      expect(body.length).toBeLessThan(LIMIT)
      expectApiError(await post('/api/nope', body, 'application/json'), 413)
    })
  })

  describe('every error body', () => {
    it('is {message, errors?} JSON without a stack trace', async () => {
      const replies: Reply[] = await Promise.all([
        t.get('/api/nope'),
        t.get('/api/products/nope', 'en'),
        t.get('/api/categories/nope', 'ru'),
        t.get('/api/promotions/nope', 'ua'),
        t.get('/api/redirects/lookup?path=/nope'),
        t.get('/api/redirects/lookup'),
        t.get('/api/redirects/lookup?path=nope'),
        t.get('/api/products?sort=nope'),
        t.get('/api/products?tags=nope'),
        t.get(`/api/products?q=${'x'.repeat(200)}`),
        t.get('/api/products?q=a&q=b'),
        post('/api/nope', '{"__proto__":{"admin":true}}', 'application/json'),
        post('/api/nope', '{', 'application/json'),
        post('/api/nope', 'a=1', 'application/x-www-form-urlencoded'),
        post('/api/nope', 'x'.repeat(LIMIT + 1), 'application/json'),
      ])
      for (const reply of replies) {
        expect(reply.status).toBeGreaterThanOrEqual(400)
        expect(reply.status).toBeLessThan(500)
        expectApiError(reply, reply.status)
        const body = reply.body as { errors?: Record<string, string> }
        if (reply.status === 422) expect(Object.keys(body.errors ?? {}).length).toBeGreaterThan(0)
        else expect(body).not.toHaveProperty('errors')
      }
    })

    it('carries no catalog caching headers', async () => {
      for (const path of ['/api/nope', '/api/products/nope', '/api/products?sort=nope']) {
        const reply = await t.get(path, 'en')
        expect(reply.headers.get('cache-control') ?? '').not.toMatch(/public|max-age=[1-9]/)
      }
    })
  })

  describe('prototype pollution', () => {
    it('JSON bodies and queries with __proto__ and constructor keys change nothing', async () => {
      const bodies = [
        '{"__proto__":{"polluted":"yes"}}',
        '{"constructor":{"prototype":{"polluted":"yes"}}}',
        '[{"__proto__":{"polluted":"yes"}}]',
      ]
      for (const body of bodies) {
        for (const path of ['/api/nope', '/api/menu', '/api/products']) {
          const reply = await post(path, body, 'application/json')
          expect(reply.status).toBeLessThan(500)
        }
      }
      const query = await t.get('/api/products?__proto__[polluted]=yes&constructor=x', 'en')
      expect(query.status).toBe(200)
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      expect(Object.prototype).not.toHaveProperty('polluted')
    })
  })
})
