import { describe, expect, it } from 'vitest'
import bg from '#locales/bg.json'
import en from '#locales/en.json'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'
import { LANGS, localizePath } from '#shared/locales'
import { SEED, seedProduct } from '#tests/support/seed'
import { createTestApp } from './app'
import { staffClient } from './staff'

// The console's menu, site alerts and day figures through the whole edge over the built pages.

const shop = await createTestApp()
const { consolePages } = staffClient(shop)
const MESSAGES = { bg, ru, en, uk }

const get = await consolePages(['kitchen', 'manager'])

const SECTIONS = [
  ['/operator/menu', 'menu', 'kitchen'],
  ['/operator/options', 'options', 'manager'],
  ['/operator/dashboard', 'dashboard', 'manager'],
] as const

describe('the console menu, alerts and figures', () => {
  it.each(LANGS.flatMap((lang) => SECTIONS.map((s) => [lang, ...s] as const)))(
    '%s %s (%s) answers in its language, never stored',
    async (lang, path, key, role) => {
      const response = await get(localizePath(path, lang), role)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      const html = await response.text()
      expect(html).toContain(`<h1>${MESSAGES[lang].pages.console[key].title}</h1>`)
      expect(html).toContain(`>${MESSAGES[lang].operator.console.nav[key]}</a>`)
    },
  )

  it('the kitchen gets the stop-list switches, not the price editing; a manager gets both', async () => {
    const sakura = seedProduct('set-sakura')
    const kitchen = await (await get('/en/operator/menu', 'kitchen')).text()
    expect(kitchen).toContain(`role="switch"`)
    expect(kitchen).toContain(`aria-label="Available: ${sakura.name.en}"`)
    expect(kitchen).toContain('aria-checked="true"')
    expect(kitchen).not.toContain(`Edit ${sakura.name.en}`)
    expect(kitchen).not.toContain(`>${en.operator.console.menu.newProduct}</button>`)
    expect(kitchen).not.toContain(en.operator.console.menu.createCategory)
    const manager = await (await get('/en/operator/menu', 'manager')).text()
    expect(manager).toContain(`aria-label="Edit ${sakura.name.en}"`)
    expect(manager).toContain(`>${en.operator.console.menu.newProduct}</button>`)
    expect(manager).toContain(`<h2 id="new-category">${en.operator.console.menu.newCategory}</h2>`)
  })

  it('the menu finds dishes by name from its address, each with its picture', async () => {
    const sakura = seedProduct('set-sakura')
    const edamame = seedProduct('edamame')
    const all = await (await get('/en/operator/menu', 'kitchen')).text()
    // Every dish row starts with its thumbnail: the uploaded picture's variants.
    const rows = all.split('<li class="menu-row"').slice(1)
    const dishRows = rows.filter((row) => row.includes('menu-row__thumb'))
    expect(dishRows).toHaveLength(SEED.products.length)
    expect(dishRows[0]).toMatch(/<img[^>]+src="\/api\/images\/dish-[a-f0-9]{24}/)
    expect(all).toContain(`<label class="field__label" for=`)
    expect(all).toContain(`>${en.operator.console.menu.search}</label>`)

    // Typed before the scripts ran (or a link): the server's page is already filtered.
    const found = await (await get('/en/operator/menu?q=sakura', 'kitchen')).text()
    expect(found).toContain(`aria-label="Available: ${sakura.name.en}"`)
    expect(found).not.toContain(`aria-label="Available: ${edamame.name.en}"`)
    expect(found).toContain('value="sakura"')
    // In another language's name too: the Bulgarian one from the English console.
    const inBulgarian = await (
      await get(`/en/operator/menu?q=${encodeURIComponent(sakura.name.bg)}`, 'kitchen')
    ).text()
    expect(inBulgarian).toContain(`aria-label="Available: ${sakura.name.en}"`)
  })

  it('a manager gets an edit button for each category, the kitchen none', async () => {
    const editCategory = (name: string) =>
      `aria-label="${en.operator.console.menu.editCategory.replace('{{name}}', name)}">${en.operator.console.menu.edit}</button>`
    const kitchen = await (await get('/en/operator/menu', 'kitchen')).text()
    const manager = await (await get('/en/operator/menu', 'manager')).text()
    for (const category of SEED.categories) {
      expect(kitchen).not.toContain(editCategory(category.name.en))
      expect(manager).toContain(editCategory(category.name.en))
    }
  })

  it('the new-category form writes names and descriptions grouped by language', async () => {
    const manager = await (await get(localizePath('/operator/menu', 'bg'), 'manager')).text()
    const form = manager.slice(manager.indexOf('<h2 id="new-category">'))
    for (const lang of LANGS) {
      expect(form).toContain(
        `<fieldset class="lang-fields"><legend>${bg.operator.console.languages[lang]}</legend>`,
      )
      expect(form).toMatch(new RegExp(`<input [^>]*lang="${lang}" maxLength="100" required=""`))
      expect(form).toMatch(new RegExp(`<textarea [^>]*lang="${lang}" maxLength="1000"`))
    }
  })

  it('the figures and the site alerts are a manager’s: the kitchen is refused', async () => {
    for (const path of ['/en/operator/options', '/en/operator/dashboard']) {
      const response = await get(path, 'kitchen')
      expect(response.status, path).toBe(403)
    }
    const nav = await (await get('/en/operator/menu', 'kitchen')).text()
    expect(nav).not.toContain('href="/en/operator/dashboard"')
  })

  it('the dashboard draws the hours as an SVG with a table for screen readers', async () => {
    const html = await (await get('/en/operator/dashboard?date=2026-11-10', 'manager')).text()
    expect(html).toContain('value="2026-11-10"')
    expect(html).toMatch(/<svg class="hour-chart"[^>]*role="img"/)
    expect(html).toContain(`<caption>${en.operator.console.dashboard.perHour}</caption>`)
  })
})
