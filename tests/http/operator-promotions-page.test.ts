import { describe, expect, it } from 'vitest'
import bg from '#locales/bg.json'
import en from '#locales/en.json'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'
import { LANGS, localizePath } from '#shared/locales'
import { SEED, seedText } from '#tests/support/seed'
import { createTestApp } from './app'
import { staffClient } from './staff'

// The console's promotions through the whole edge over the built pages, and an edit of one seen
// by an anonymous visitor of the shop, with the anonymous page cache on.

const shop = await createTestApp({ pageCache: true })
const { consolePages, operatorPost, refreshed, shopPage } = staffClient(shop)
const MESSAGES = { bg, ru, en, uk }

const consolePage = await consolePages(['kitchen', 'manager'])
const editPromotion = (id: number, body: unknown) => operatorPost(`/promotions/${id}`, body)

// Seed rows are inserted in file order into a fresh table: a row's id is its position plus one.
const seedPromotion = (slug: string) => {
  const index = SEED.promotions.findIndex((p) => p.slug === slug)
  return { ...SEED.promotions[index]!, id: index + 1 }
}

describe('the console’s promotions', () => {
  it.each(LANGS)('answers a manager in %s: every promotion, a form per language', async (lang) => {
    const response = await consolePage(localizePath('/operator/promotions', lang), 'manager')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    const strings = MESSAGES[lang].operator.console
    expect(html).toContain(`<h1>${MESSAGES[lang].pages.console.promotions.title}</h1>`)
    expect(html).toContain(`>${strings.nav.promotions}</a>`)
    for (const promotion of SEED.promotions) {
      // As the shop shows it: "5% back in bonuses", never "{{cashbackPercent}}% back…".
      expect(html).toContain(`<strong>${seedText(promotion.title, lang)}</strong>`)
      expect(html).toContain(`<span>${seedText(promotion.summary, lang)}</span>`)
      expect(html).not.toContain(`<strong>${promotion.title[lang]}</strong>`)
      expect(html).toContain(`/promotions/${promotion.slug}`)
    }
    expect(html).toContain(strings.promotions.position.replace('{{sort}}', '20'))
    // The new promotion's texts: one group per language, named by its legend.
    for (const code of LANGS) expect(html).toContain(`<legend>${strings.languages[code]}</legend>`)
  })

  it('refuses the kitchen, and hides the section from its menu', async () => {
    expect((await consolePage('/en/operator/promotions', 'kitchen')).status).toBe(403)
    const board = await (await consolePage('/en/operator/orders', 'kitchen')).text()
    expect(board).not.toContain('href="/en/operator/promotions"')
  })

  it('an edit shows in the console at once and in the shop after its cache refresh', async () => {
    const welcome = seedPromotion('welcome-bonus')
    const path = `/en/promotions/${welcome.slug}`
    // Both shop pages cached before the edit: the edit must reach them through the refresh.
    for (const page of [path, '/en/promotions']) {
      await (await shopPage(page)).text()
      expect((await shopPage(page)).headers.get('x-page-cache')).toBe('hit')
    }

    const title = { ...welcome.title, en: 'Welcome gift: €5.00 in bonuses' }
    const edited = await editPromotion(welcome.id, { title, sort: 5 })
    expect(edited.status, await edited.clone().text()).toBe(200)

    const listed = await (await consolePage('/en/operator/promotions', 'manager')).text()
    expect(listed).toContain(`<strong>${title.en}</strong>`)
    expect(listed).toContain('position 5')
    // Lower positions come first, as on the shop.
    expect(listed.indexOf(title.en)).toBeLessThan(listed.indexOf(SEED.promotions[0]!.title.en))
    await refreshed(path, (html) => html.includes(title.en))
    await refreshed('/en/promotions', (html) => html.includes(title.en))

    expect((await editPromotion(welcome.id, { active: false })).status).toBe(200)
    const switchedOff = await (await consolePage('/en/operator/promotions', 'manager')).text()
    expect(switchedOff).toContain(`<strong>${title.en}</strong>`)
    expect(switchedOff).toContain(en.operator.console.promotions.hidden)
    await refreshed('/en/promotions', (html) => !html.includes(title.en))
  })
})
