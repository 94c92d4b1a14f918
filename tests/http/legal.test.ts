import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import bg from '#locales/bg.json'
import en from '#locales/en.json'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'
import { orders } from '#server/db/schema'
import { LANGS, localizePath } from '#shared/locales'
import { line, NOON, newKey, pickup } from '#tests/support/shop'
import { BROWSER, createTestApp } from './app'
import { signInAtEdge } from './sign-in'
import { staffClient } from './staff'

// Issue 33: who sells and on what terms, as data an admin edits, on every page in four languages.
const shop = await createTestApp({ now: () => NOON })
const { operatorPost } = staffClient(shop)
const { app } = shop
const MESSAGES = { bg, ru, en, uk }

const page = (path: string) =>
  app.request(`https://shop.example${path}`, { headers: { 'User-Agent': BROWSER } })

const TRADER = {
  legal_name: 'Сакура Фууд',
  legal_form: { bg: 'ООД', ru: 'ООД (ООО)', en: 'OOD (Ltd)', uk: 'ООД (ТОВ)' },
  eik: '204999885',
  vat_number: 'bg204999885',
  address: {
    bg: '1000 София, ул. „Шипка“ 7',
    ru: '1000 София, ул. «Шипка» 7',
    en: '7 Shipka St, 1000 Sofia',
    uk: '1000 Софія, вул. «Шипка» 7',
  },
  email: 'Legal@Sakura.example',
  phone: '+359 2 900 1234',
  food_registration: 'БАБХ № 9911-0001',
  authority_name: { bg: 'КЗП', ru: 'КЗП', en: 'КЗП (consumer protection)', uk: 'КЗП' },
  authority_address: {
    bg: 'пл. „Славейков“ 4А',
    ru: 'пл. «Славейков» 4А',
    en: '4A Slaveykov Sq',
    uk: 'пл. «Славейков» 4А',
  },
  authority_url: 'https://kzp.bg',
}

/** The page's JSON-LD objects. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )

it("an admin's trader data shows in every language's footer, company page and JSON-LD", async () => {
  expect((await operatorPost('/site/trader', TRADER, 'manager')).status).toBe(403)
  const saved = await operatorPost('/site/trader', TRADER, 'admin')
  expect(saved.status, await saved.clone().text()).toBe(200)
  expect((await saved.json()).data.trader).toMatchObject({
    vat_number: 'BG204999885',
    email: 'legal@sakura.example',
  })
  for (const lang of LANGS) {
    const home = await (await page(localizePath('/menu', lang))).text()
    const footer = home.slice(home.indexOf('<footer'))
    expect(footer).toContain(`Сакура Фууд ${TRADER.legal_form[lang]}`)
    expect(footer).toContain('204999885')
    expect(footer).toContain('BG204999885')
    expect(footer).toContain(TRADER.address[lang].replace(/"/g, '&quot;'))
    expect(footer).toContain('БАБХ № 9911-0001')
    expect(footer).toContain(MESSAGES[lang].consent.settings)
    const org = jsonLd(home).find((item) => item['@type'] === 'Organization')
    expect(org).toMatchObject({
      legalName: `Сакура Фууд ${TRADER.legal_form[lang]}`,
      taxID: '204999885',
      vatID: 'BG204999885',
      address: { streetAddress: TRADER.address[lang], addressCountry: 'BG' },
    })
    const company = await page(localizePath('/company', lang))
    expect(company.status).toBe(200)
    const html = await company.text()
    expect(html).toContain(`<h1>${MESSAGES[lang].pages.company.title}</h1>`)
    expect(html).toContain(MESSAGES[lang].company.foodRegistration)
    expect(html).toContain('https://kzp.bg')
  }
})

it('a half-filled first save is refused on the missing fields', async () => {
  const fresh = await createTestApp()
  const { database } = fresh
  await database.db.execute(`delete from site_values where key = 'trader'`)
  const reply = await staffClient(fresh).operatorPost('/site/trader', { eik: '204999885' }, 'admin')
  expect(reply.status).toBe(422)
  expect(Object.keys((await reply.json()).errors)).toContain('legal_name')
})

it('a legal page edit is a new version; the page shows it; an order after it records it', async () => {
  const before = await (await page('/en/legal/terms')).text()
  expect(before).toContain('Version 1 of')
  expect(before).toContain(en.legal.template)
  // The template names the trader's details from the site data.
  expect(before).toContain('(ЕИК) 204999885')

  const published = await operatorPost(
    '/legal/terms',
    {
      title: { bg: 'Условия', ru: 'Условия', en: 'Our terms', uk: 'Умови' },
      body: {
        bg: '## Продавач\n{{legalName}}',
        ru: '## Продавец\n{{legalName}}',
        en: '## Seller\n{{legalName}}, ЕИК {{eik}}\n\n- perishable: no withdrawal',
        uk: '## Продавець\n{{legalName}}',
      },
    },
    'admin',
  )
  expect(published.status, await published.clone().text()).toBe(201)
  expect((await published.json()).data).toMatchObject({ doc: 'terms', version: 2, template: false })

  const after = await (await page('/en/legal/terms')).text()
  expect(after).toContain('<h1>Our terms</h1>')
  expect(after).toContain('Version 2 of Nov 24, 2026')
  expect(after).not.toContain(en.legal.template)
  expect(after).toContain('<h2>Seller</h2>')
  expect(after).toContain('Сакура Фууд, ЕИК 204999885')
  expect(after).toContain('<li>perishable: no withdrawal</li>')
  // The other pages keep their versions.
  expect(await (await page('/en/legal/privacy')).text()).toContain('Version 1 of')
  expect((await page('/en/legal/nonsense')).status).toBe(404)

  const { cookie } = await signInAtEdge(shop, '359888700033', NOON)
  await app.request('https://shop.example/api/update-profile', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ name: 'Ana' }),
  })
  const placed = await app.request('https://shop.example/api/orders', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, 'Idempotency-Key': newKey() },
    body: JSON.stringify(pickup([line('set-sakura', 1)])),
  })
  expect(placed.status, await placed.clone().text()).toBe(201)
  const { data } = await placed.json()
  const [row] = await shop.database.db
    .select({ terms: orders.termsVersion, privacy: orders.privacyVersion })
    .from(orders)
    .where(eq(orders.id, data.order.id))
  expect(row).toEqual({ terms: 2, privacy: 1 })
})

it("a signed-in customer's cookie choice is recorded with its time and the policy's version", async () => {
  const { cookie } = await signInAtEdge(shop, '359888700034', NOON)
  const reply = await app.request('https://shop.example/api/consents', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ purpose: 'analytics', granted: false }),
  })
  expect(reply.status, await reply.clone().text()).toBe(200)
  expect((await reply.json()).data).toEqual({
    purpose: 'analytics',
    granted: false,
    policyVersion: 1,
    at: NOON.toISOString(),
  })
  const anonymous = await app.request('https://shop.example/api/consents', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ purpose: 'analytics', granted: true }),
  })
  expect(anonymous.status).toBe(401)
})
