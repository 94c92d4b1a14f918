import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { dataFromText } from '#client/renderer/data-text'
import type { MenuData } from '#client/shop/pages/(shop)/menu/+data'
import { products } from '#server/db/schema'
import { BROWSER, createTestApp } from './app'

const { app, database, catalog } = await createTestApp()
const get = (path: string) =>
  app.request(path, { headers: { 'User-Agent': BROWSER, Cookie: 'lang=en; attention=1' } })

/** The page context a browser hydrates from, decoded as +onBeforeRenderClient does. */
async function hydrationContext(path: string) {
  const html = await (await get(path)).text()
  const script = /<script id="vike_pageContext"[^>]*>([^<]*)<\/script>/.exec(html)
  // Vike's client parser differs from JSON.parse only for strings that start with '!'.
  const pageContext = JSON.parse(script?.[1] ?? 'null') as { data?: unknown }
  dataFromText(pageContext)
  return { html, data: pageContext.data as MenuData }
}

it('hands the browser the data the page was rendered from, on load and on client navigation', async () => {
  const { html, data } = await hydrationContext('/en/menu/rolls')
  const names = data.sections.flatMap((section) => section.products.map((p) => p.name))
  expect(names.length).toBeGreaterThan(3)
  for (const name of names) expect(html).toContain(name)
  const navigation = await (await get('/en/menu/rolls/index.pageContext.json')).json()
  dataFromText(navigation)
  expect(navigation.data).toEqual(data)
})

it('keeps a catalog text that closes a script inside the data, and gives it back intact', async () => {
  const description = 'Crisp </script><script>alert(1)</script> & "quoted" <b>rolls</b>'
  await database.db
    .update(products)
    .set({ description: { en: description, bg: description, ru: description, uk: description } })
    .where(eq(products.slug, 'kaliforniia-sies-syomga'))
  catalog.invalidate()
  const { html, data } = await hydrationContext('/en/menu/rolls')
  expect(html).not.toContain('<script>alert(1)')
  const product = data.sections[0]?.products.find((p) => p.slug === 'kaliforniia-sies-syomga')
  expect(product?.description).toBe(description)
})
