import { beforeAll, describe, expect, it } from 'vitest'
import { redirectRules } from '#server/db/schema'
import { apiLanguage, LANGS } from '#shared/locales'
import {
  apiMessage,
  type ErrorShape,
  expectApiError,
  useApi,
  validationMessage,
  validationMessages,
} from '#tests/support/api'
import { engines } from '#tests/support/databases'

const ENGINES = await engines()

const lookup = (path: string) => `/api/redirects/lookup?path=${encodeURIComponent(path)}`

describe.each(ENGINES)('GET /api/redirects/lookup on %s', (engine) => {
  const t = useApi(engine)

  describe('before any rule exists', () => {
    it.each(LANGS)('answers 404 for /x, in %s', async (lang) => {
      const reply = await t.get(lookup('/x'), apiLanguage(lang))
      expectApiError(reply, 404, apiMessage(lang, 'redirectNotFound'))
    })
  })

  describe('validation', () => {
    it.each(['bg', 'en'] as const)(
      'a missing path is a 422 saying it is required, in %s',
      async (lang) => {
        const reply = await t.get('/api/redirects/lookup', lang)
        expectApiError(reply, 422)
        expect(reply.body).toEqual({
          message: validationMessage(lang, 'failed'),
          errors: { path: validationMessage(lang, 'required') },
        })
      },
    )

    it.each(['x', 'menu', 'https://evil.example/', ' /menu'])(
      'a path %j not starting with / is a 422 keyed "path"',
      async (path) => {
        for (const lang of ['bg', 'en'] as const) {
          const reply = await t.get(lookup(path), lang)
          expectApiError(reply, 422)
          expect(reply.body).toEqual({
            message: validationMessage(lang, 'failed'),
            errors: { path: validationMessage(lang, 'invalid') },
          })
        }
      },
    )

    it('an empty path is a 422', async () => {
      const reply = await t.get('/api/redirects/lookup?path=', 'en')
      expectApiError(reply, 422)
      expect(Object.keys((reply.body as { errors: object }).errors)).toEqual(['path'])
    })

    it('a path over 2048 characters is a 422 saying the limit', async () => {
      for (const lang of ['bg', 'en'] as const) {
        const reply = await t.get(lookup(`/${'a'.repeat(2048)}`), lang)
        expectApiError(reply, 422, validationMessage(lang, 'failed'))
        const { errors } = reply.body as ErrorShape
        expect(Object.keys(errors ?? {})).toEqual(['path'])
        // A translated message of locales/<lang>.json that states the limit.
        expect(validationMessages(lang, { max: 2048, min: 2048 })).toContain(errors?.path)
        expect(errors?.path).toContain('2048')
      }
      expect((await t.get(lookup(`/${'a'.repeat(2047)}`), 'en')).status).toBe(404)
    })

    it('a path with a NUL byte is a client error, never a 500', async () => {
      for (const path of ['/%00', '/menu%00', '/a%00b']) {
        const reply = await t.get(`/api/redirects/lookup?path=${path}`, 'en')
        expect([404, 422], `${path}: ${reply.status} ${reply.text}`).toContain(reply.status)
        expectApiError(reply, reply.status)
      }
    })
  })

  describe('with operator rules in the database', () => {
    beforeAll(async () => {
      await t.db.insert(redirectRules).values([
        { fromPath: '/old-menu', toPath: '/menu', status: 301 },
        { fromPath: '/summer-promo', toPath: '/en/promotions/welcome-bonus', status: 302 },
        { fromPath: '/меню', toPath: '/menu' },
        { fromPath: '/search?q=roll', toPath: '/menu?q=roll', status: 308 },
      ])
      // What the operator console does after an edit; other instances refresh within 30 s.
      t.api.redirects.invalidate()
    })

    it('answers 200 with the rule as {data:{from,to,status}}', async () => {
      const reply = await t.get(lookup('/old-menu'), 'en')
      expect(reply.status).toBe(200)
      expect(reply.headers.get('content-type')).toMatch(/^application\/json\b/)
      expect(reply.body).toMatchObject({ data: { from: '/old-menu', to: '/menu', status: 301 } })
    })

    it('keeps the status of the rule', async () => {
      const reply = await t.get(lookup('/summer-promo'))
      expect(reply.body).toMatchObject({
        data: { from: '/summer-promo', to: '/en/promotions/welcome-bonus', status: 302 },
      })
    })

    it('defaults the status of a rule to 301', async () => {
      const reply = await t.get(lookup('/меню'), 'bg')
      expect(reply.status).toBe(200)
      expect(reply.body).toMatchObject({ data: { from: '/меню', to: '/menu', status: 301 } })
    })

    it('matches a path with a query string when it is sent encoded', async () => {
      const reply = await t.get(lookup('/search?q=roll'))
      expect(reply.body).toMatchObject({
        data: { from: '/search?q=roll', to: '/menu?q=roll', status: 308 },
      })
    })

    it('answers the same rule in every language', async () => {
      for (const lang of LANGS) {
        const reply = await t.get(lookup('/old-menu'), apiLanguage(lang))
        expect(reply.body).toMatchObject({ data: { from: '/old-menu', to: '/menu', status: 301 } })
      }
    })

    it.each(['/old-menu/', '/OLD-MENU', '/Old-Menu//'])(
      'normalises case and trailing slashes once: %s goes where /old-menu goes',
      async (path) => {
        const reply = await t.get(lookup(path), 'en')
        expect(reply.body).toMatchObject({ data: { from: path, to: '/menu', status: 301 } })
      },
    )

    it.each(['/old-men', '/old-menu?x=1', '/old%'])(
      'matches nothing else: %s has no rule',
      async (path) => {
        const reply = await t.get(lookup(path), 'en')
        expectApiError(reply, 404, apiMessage('en', 'redirectNotFound'))
      },
    )

    it('sees rules added after the first lookups', async () => {
      expect((await t.get(lookup('/late'))).status).toBe(404)
      await t.db.insert(redirectRules).values({ fromPath: '/late', toPath: '/', status: 302 })
      t.api.redirects.invalidate()
      const reply = await t.get(lookup('/late'))
      expect(reply.status).toBe(200)
      expect(reply.body).toMatchObject({ data: { from: '/late', to: '/', status: 302 } })
    })
  })
})
