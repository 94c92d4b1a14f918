import { expect, it } from 'vitest'
import en from '#locales/en.json'
import { seedProduct } from '#tests/support/seed'
import { BROWSER, createTestApp } from './app'
import { staffClient } from './staff'

// Staff edits through the operator API, seen as an anonymous visitor sees the shop: the whole edge
// over the built pages, with the anonymous page cache on.
const shop = await createTestApp({ pageCache: true })
const { operatorPost, refreshed, shopPage } = staffClient(shop)
const { app } = shop

it('an edited price and name reach the API, the rendered page and the page cache', async () => {
  const den = seedProduct('set-den')
  const before = await shopPage('/en/product/set-den')
  expect(await before.text()).toContain('€24.90')
  expect((await shopPage('/en/product/set-den')).headers.get('x-page-cache')).toBe('hit')

  const edited = await operatorPost(
    `/products/${den.id}`,
    { price: 2750, name: { ...den.name, en: 'Day Set Grande' } },
    'manager',
  )
  expect(edited.status, await edited.clone().text()).toBe(200)

  const card = await app.request('/api/products/set-den', { headers: { 'Accept-Language': 'en' } })
  expect(await card.json()).toMatchObject({ data: { name: 'Day Set Grande', price: 2750 } })
  await refreshed(
    '/en/product/set-den',
    (html) =>
      html.includes('Day Set Grande') && html.includes('€27.50') && !html.includes('€24.90'),
  )
  await refreshed('/en/menu/sets', (html) => html.includes('Day Set Grande'))
})

it("a signed-in visitor's rendered page shows an edit at once (catalog reads are shared only within a data version)", async () => {
  const shrimp = seedProduct('skaridi-tempura')
  // A way back after signing in is named in the page's links: the page cache never keeps such a
  // page, so it renders, from the shared catalog reads.
  const signedIn = (path: string) =>
    app.request(`${path}?next=%2Fen`, {
      headers: {
        'User-Agent': BROWSER,
        Cookie: 'lang=en; auth_token=edits-test-session-0123456789ab',
      },
    })
  expect(await (await signedIn('/en/menu')).text()).toContain(shrimp.name.en)
  const renamed = { ...shrimp.name, en: 'Shrimp Tempura Royale' }
  expect((await operatorPost(`/products/${shrimp.id}`, { name: renamed }, 'manager')).status).toBe(
    200,
  )
  const html = await (await signedIn('/en/menu')).text()
  expect(html).toContain('Shrimp Tempura Royale')
  expect(html).not.toContain(`>${shrimp.name.en}<`)
})

it('a stop-listed dish shows as unavailable once the page refreshes, and back again', async () => {
  const { id } = seedProduct('set-sakura')
  await (await shopPage('/en/product/set-sakura')).text()
  expect(
    (await operatorPost(`/products/${id}/availability`, { available: false }, 'kitchen')).status,
  ).toBe(200)
  await refreshed('/en/product/set-sakura', (html) => html.includes(en.product.unavailable))
  expect(
    (await operatorPost(`/products/${id}/availability`, { available: true }, 'kitchen')).status,
  ).toBe(200)
  await refreshed('/en/product/set-sakura', (html) => !html.includes(en.product.unavailable))
})

it('a changed alert banner shows on the next rendered page', async () => {
  await (await shopPage('/en/delivery')).text()
  const alert = {
    bg: 'Днес доставяме до 22:00',
    ru: '',
    en: 'Deliveries until 22:00 today',
    uk: '',
  }
  expect((await operatorPost('/site/options', { alert_message: alert }, 'manager')).status).toBe(
    200,
  )
  await refreshed('/en/delivery', (html) => html.includes('Deliveries until 22:00 today'))
})
