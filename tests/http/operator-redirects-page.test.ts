import { describe, expect, it } from 'vitest'
import bg from '#locales/bg.json'
import en from '#locales/en.json'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'
import { LANGS, localizePath } from '#shared/locales'
import { BROWSER, createTestApp } from './app'
import { staffClient } from './staff'

// The console's redirect rules through the whole edge over the built pages: a rule added through
// the operator API is listed for managers and answers at once for visitors.

const shop = await createTestApp()
const { consolePages, operatorPost } = staffClient(shop)
const { app } = shop
const MESSAGES = { bg, ru, en, uk }

const get = await consolePages(['kitchen', 'manager'])

const addRule = async (rule: { from: string; to: string; note?: string }) => {
  const response = await operatorPost('/redirects', rule)
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { data: { id: number; from: string; to: string } }).data
}

const listed = await addRule({ from: '/stara-oferta', to: '/delivery', note: 'leaflet of 2025' })

describe('the console redirects view', () => {
  it.each(LANGS)('%s answers in its language with the rules listed, never stored', async (lang) => {
    const response = await get(localizePath('/operator/redirects', lang), 'manager')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    const messages = MESSAGES[lang]
    expect(html).toContain(`<h1>${messages.pages.console.redirects.title}</h1>`)
    expect(html).toContain(`>${messages.operator.console.nav.redirects}</a>`)
    expect(html).toContain(`<title>${messages.pages.console.redirects.title}`)
    expect(html).toMatch(/<th scope="row" class="redirect-table__path">\/stara-oferta<\/th>/)
    expect(html).toContain('>/delivery</td>')
    expect(html).toContain('leaflet of 2025')
    const edit = messages.operator.console.redirects.editFrom.replace('{{from}}', listed.from)
    expect(html).toContain(`aria-label="${edit}"`)
  })

  it('a kitchen account is refused the view and does not see it in the nav', async () => {
    expect((await get('/en/operator/redirects', 'kitchen')).status).toBe(403)
    const menu = await (await get('/en/operator/menu', 'kitchen')).text()
    expect(menu).not.toContain('href="/en/operator/redirects"')
  })

  it('a rule added through the API answers 301 to its target at the edge at once', async () => {
    await addRule({ from: '/osen-2025', to: '/promotions' })
    const response = await app.request('/osen-2025', { headers: { 'User-Agent': BROWSER } })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/promotions')
    const lookup = await app.request('/api/redirects/lookup?path=%2Fosen-2025')
    expect(await lookup.json()).toMatchObject({
      data: { from: '/osen-2025', to: '/promotions', status: 301 },
    })
  })
})
