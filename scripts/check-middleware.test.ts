import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { runMiddlewares } from '#client/renderer/middleware'
import { unknownMiddlewares } from './check-middleware'

it('every route middleware the pages name exists', () => {
  expect(unknownMiddlewares()).toEqual([])
})

it('names an unknown middleware and the page that asks for it (spec §6)', () => {
  const pages = `${mkdtempSync(join(tmpdir(), 'pages-'))}/`
  mkdirSync(join(pages, 'secret'))
  writeFileSync(
    join(pages, 'secret', '+config.ts'),
    "export default { routeMiddleware: ['auth', 'vipOnly'] }",
  )
  expect(unknownMiddlewares(pages)).toEqual(['vipOnly (secret/+config.ts)'])
})

it('an unknown name that slips through fails the request with its name', async () => {
  const pageContext = { urlPathname: '/secret', signedIn: true } as never
  await expect(runMiddlewares(pageContext, ['vipOnly'])).rejects.toThrow(
    'Unknown middleware "vipOnly" on route /secret',
  )
})
