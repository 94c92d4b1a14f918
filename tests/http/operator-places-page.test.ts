import { describe, expect, it } from 'vitest'
import bg from '#locales/bg.json'
import en from '#locales/en.json'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'
import { LANGS, localizePath } from '#shared/locales'
import { mapLink } from '#shared/map-link'
import { formatPrice } from '#shared/money'
import { SEED } from '#tests/support/seed'
import { NOON, seedRegion, seedRestaurant } from '#tests/support/shop'
import { createTestApp } from './app'
import { staffClient } from './staff'

// The console's zones and restaurants through the whole edge over the built pages, with the
// storefront's anonymous page cache on.

// A Tuesday's noon, running on from there: every kitchen is open whenever the suite runs.
const started = Date.now()
const shop = await createTestApp({
  pageCache: true,
  now: () => new Date(NOON.getTime() + Date.now() - started),
})
const { consolePages, operatorPost, refreshed, shopPage } = staffClient(shop)
const MESSAGES = { bg, ru, en, uk }

const staffPage = await consolePages(['kitchen', 'manager'])
/** A text as the HTML writes it ("Boyana &amp; Dragalevtsi"). */
const escaped = (text: string) => text.replaceAll('&', '&amp;')
/** A zone's row as both tables write it: its name, then its delivery fee. */
const zoneRow = (name: string, fee: number) =>
  `${escaped(name)}</th><td>${formatPrice(fee, 'en')}</td>`

describe('the console zones and restaurants', () => {
  it.each(LANGS)(
    '%s: a manager sees every seeded zone and restaurant, never stored',
    async (lang) => {
      const response = await staffPage(localizePath('/operator/places', lang), 'manager')
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      const html = await response.text()
      const messages = MESSAGES[lang]
      expect(html).toContain(`<h1>${messages.pages.console.places.title}</h1>`)
      expect(html).toContain(`<title>${messages.pages.console.places.title}`)
      expect(html).toContain(`>${messages.operator.console.nav.places}</a>`)
      for (const zone of SEED.regions) {
        expect(html).toContain(`${escaped(zone.name[lang])}</th>`)
      }
      for (const restaurant of SEED.restaurants)
        expect(html).toContain(`<h3>${escaped(restaurant.name[lang])}</h3>`)
      expect(html).toContain(`>${messages.operator.console.places.newRestaurant}</h3>`)
      // The new restaurant's week: an opening and a closing time for each of the seven days, and
      // a button on each to add an interval (a lunch break).
      expect(html.match(/type="time"/g)).toHaveLength(14)
      expect(html.match(/data-add-slot="\d"/g)).toHaveLength(7)
    },
  )

  it.each(LANGS)(
    '%s: each restaurant links its place on the map, in a new tab, named for it',
    async (lang) => {
      const html = await (await staffPage(localizePath('/operator/places', lang), 'manager')).text()
      const places = MESSAGES[lang].operator.console.places
      for (const restaurant of SEED.restaurants) {
        const name = places.mapName.replace('{{name}}', escaped(restaurant.name[lang]))
        expect(html).toContain(
          `<a href="${escaped(mapLink(restaurant.lat, restaurant.lng))}" target="_blank" rel="noopener" aria-label="${name}">${places.mapLink}</a>`,
        )
      }
    },
  )

  it('the kitchen is refused the page and does not see it in the menu', async () => {
    expect((await staffPage('/en/operator/places', 'kitchen')).status).toBe(403)
    const menu = await (await staffPage('/en/operator/menu', 'kitchen')).text()
    expect(menu).not.toContain('href="/en/operator/places"')
  })

  it('a fee changed through the API shows in the console and on the delivery page', async () => {
    const lozenets = seedRegion('lozenets')
    expect(await (await shopPage('/en/delivery')).text()).toContain(
      zoneRow(lozenets.name.en, lozenets.deliveryFee),
    )
    const edited = await operatorPost(`/regions/${lozenets.id}`, { deliveryFee: 350 })
    expect(edited.status, await edited.clone().text()).toBe(200)

    const page = await (await staffPage('/en/operator/places', 'manager')).text()
    expect(page).toContain(zoneRow(lozenets.name.en, 350))
    await refreshed('/en/delivery', (html) => html.includes(zoneRow(lozenets.name.en, 350)))
  })

  it("the storefront promises each zone its kitchen's preparation and drive, and busy mode's minutes at once", async () => {
    /** The minutes a zone's row promises ("from 60 min"), as the delivery page writes them. */
    const promised = (html: string, zone: (typeof SEED.regions)[number]) => {
      const row = html.slice(html.indexOf(`${escaped(zone.name.en)}</th>`))
      return Number(/<td>from (\d+) min<\/td>/.exec(row.slice(0, row.indexOf('</tr>')))?.[1])
    }
    const minutes = (zone: (typeof SEED.regions)[number], busy = 0) =>
      seedRestaurant(zone.restaurant).prepMinutes + zone.etaMinutes + busy
    const page = await (await shopPage('/en/delivery')).text()
    for (const zone of SEED.regions) expect(promised(page, zone), zone.slug).toBe(minutes(zone))
    const soonest = Math.min(...SEED.regions.map((zone) => minutes(zone)))
    expect(await (await shopPage('/en')).text()).toContain(`Delivery from ${soonest} minutes`)

    const center = SEED.regions.find((zone) => zone.slug === 'center')!
    const kitchen = seedRestaurant(center.restaurant)
    const busy = (on: number) =>
      operatorPost(`/kitchens/${kitchen.id}`, { busy: { minutes: on, until: null } })
    expect((await busy(25)).status).toBe(200)
    try {
      await refreshed('/en/delivery', (html) => promised(html, center) === minutes(center, 25))
    } finally {
      expect((await busy(0)).status).toBe(200)
    }
    await refreshed('/en/delivery', (html) => promised(html, center) === minutes(center))
  })

  it('a day with a lunch break shows both intervals in the list', async () => {
    const mladost = seedRestaurant('mladost')
    const hours = [
      { day: 1, open: '11:00', close: '15:00' },
      { day: 1, open: '18:00', close: '23:00' },
    ]
    const edited = await operatorPost(`/restaurants/${mladost.id}`, { hours })
    expect(edited.status, await edited.clone().text()).toBe(200)
    const page = await (await staffPage('/en/operator/places', 'manager')).text()
    const item = page.slice(page.indexOf(`<h3>${mladost.name.en}</h3>`))
    expect(item).toMatch(/<dt>Monday<\/dt><dd>11:00–15:00, 18:00–23:00<\/dd>/)
  })
})
