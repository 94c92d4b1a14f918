import type { Page } from '@playwright/test'
import { expect, hydrating, test } from './fixtures'
import { axeViolations } from './support/axe'
import { Checkout, iso } from './support/checkout'
import { E2E_ADMIN, E2E_COURIER, TILES_URL } from './support/config'
import { Console } from './support/console'
import { PHONE } from './support/phone'

// Issue 35's maps: a manager draws a zone in the console, the delivery page maps the zones on the
// configured tiles (the fake tile server), and the courier navigates by the order's point.

/** How many tiles the fake tile server has served so far. */
async function tilesServed(page: Page): Promise<number> {
  const response = await page.request.get(`${TILES_URL}/requests`)
  return ((await response.json()) as { count: number }).count
}

/** The map's tiles, drawn from the fake tile server (TILE_URL in playwright.config.ts). */
async function expectTiles(map: ReturnType<Page['getByTestId']>) {
  const tile = map.locator('img.leaflet-tile-loaded').first()
  await expect(tile).toBeVisible({ timeout: 15_000 })
  expect(await tile.getAttribute('src')).toMatch(new RegExp(`^${TILES_URL}/\\d+/\\d+/\\d+\\.png$`))
}

test('a manager draws a zone on the map, saves it, and a point inside it is in that zone', async ({
  browser,
  context,
  page,
}) => {
  test.slow()
  await Console.signIn(context, E2E_ADMIN)
  const slug = `drawn-${Date.now().toString(36)}`
  const made = await page.request.post('/api/operator/regions', {
    data: {
      slug,
      sort: 900,
      name: {
        bg: `Чертана ${slug}`,
        ru: `Рисованная ${slug}`,
        en: `Drawn ${slug}`,
        uk: `Мальована ${slug}`,
      },
      deliveryFee: 390,
      minOrder: 2000,
      freeDeliveryFrom: 6000,
      etaMinutes: 50,
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  const zoneId = ((await made.json()) as { data: { id: number } }).data.id

  await page.goto('/en/operator/places')
  await page.getByRole('button', { name: `Edit Drawn ${slug}` }).click()
  const dialog = page.getByTestId('zone-dialog')
  const map = dialog.getByTestId('area-map')
  await map.scrollIntoViewIfNeeded()
  await expectTiles(map)
  // Four corners in the map's top right, north-east of every demo zone, then the first again.
  await map.locator('.leaflet-pm-icon-polygon').click()
  const box = (await map.boundingBox())!
  const corners = [
    [box.width - 100, 30],
    [box.width - 30, 30],
    [box.width - 30, 90],
    [box.width - 100, 90],
    [box.width - 100, 30],
  ] as const
  for (const [x, y] of corners) await map.click({ position: { x, y } })
  const text = dialog.getByLabel('The area as GeoJSON')
  await expect(text).toHaveValue(/"type":"Polygon"/)
  await page.screenshot({ path: 'test-results/zone-map-draw.png' })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()

  const zones = await page.request.get('/api/operator/regions')
  const zone = ((await zones.json()) as { data: { id: number; area: unknown }[] }).data.find(
    (z) => z.id === zoneId,
  ) as { area: { type: string; coordinates: [number, number][][] } }
  expect(zone.area.type).toBe('Polygon')
  const ring = zone.area.coordinates[0]!
  expect(ring).toHaveLength(5)
  expect(ring.at(-1)).toEqual(ring[0])

  // A customer's delivery to the middle of the drawn square is quoted in the new zone.
  const lng = ring.slice(0, 4).reduce((sum, p) => sum + p[0], 0) / 4
  const lat = ring.slice(0, 4).reduce((sum, p) => sum + p[1], 0) / 4
  const shop = await browser.newContext()
  await shop.addCookies([{ name: 'attention', value: '1', url: test.info().project.use.baseURL! }])
  const customer = hydrating(await shop.newPage())
  await Checkout.start(customer)
  const product = await customer.request.get('/api/products/set-sakura')
  const { data: dish } = (await product.json()) as { data: { id: number; price: number } }
  const quote = await customer.request.post('/api/orders/quote', {
    data: {
      lines: [{ id: dish.id, quantity: 2, currentPrice: dish.price, modifiers: [] }],
      orderType: 'delivery',
      point: { lat, lng },
      paymentType: 'cash',
    },
  })
  expect(quote.status(), await quote.text()).toBe(200)
  const quoted = ((await quote.json()) as { data: { regionId: number } }).data
  expect(quoted.regionId).toBe(zoneId)
  await shop.close()
})

test.describe('at 375 px', () => {
  test.use(PHONE)

  test('the delivery page maps the zones on the configured tiles beside their fees', async ({
    page,
  }) => {
    test.slow()
    const before = await tilesServed(page)
    await page.goto('/en/delivery')
    const lozenets = page.getByRole('row', { name: /Lozenets/ })
    await expect(lozenets).toContainText('€2.90')
    const map = page.getByTestId('zones-map')
    await map.scrollIntoViewIfNeeded()
    await expectTiles(map)
    // Each zone drawn in its colour, and the tile provider credited.
    await expect(map.locator('path.leaflet-interactive')).not.toHaveCount(0)
    await expect(map.getByText('© Test tiles')).toBeVisible()
    expect(await tilesServed(page)).toBeGreaterThan(before)
    await page.screenshot({ path: 'test-results/zone-map-delivery-375.png', fullPage: true })
    expect(await axeViolations(page)).toEqual([])
  })

  test("the courier's delivery opens the order's point in Google Maps, Waze and a map app", async ({
    browser,
    page,
  }) => {
    test.slow()
    await Checkout.start(page, 'set-sakura', 1)
    await page.getByLabel('Street and number').fill('cherni vrah')
    await page.getByRole('button', { name: 'Cherni Vrah Blvd 47, Lozenets, Sofia' }).click()
    await page.getByLabel('At a time').check()
    await page.getByRole('button', { name: /^Date/ }).click()
    await page
      .getByTestId('delivery-date-picker')
      .locator(`[data-day="${iso(new Date(Date.now() + 24 * 60 * 60 * 1000))}"] button`)
      .click()
    await page.getByLabel('Cash').check()
    await page.getByRole('button', { name: /^Place order, pay €/ }).click()
    await expect(page).toHaveURL(/\/en\/checkout\/success$/)
    const id = Number((await page.getByTestId('order-result').textContent())?.match(/#(\d+)/)?.[1])
    await Checkout.moveOrder(page, id, ['accepted'])
    await Checkout.handToCourier(page, id)

    const phone = await browser.newContext({ ...PHONE })
    await Console.signIn(phone, E2E_COURIER)
    const round = hydrating(await phone.newPage())
    await round.goto('/en/operator/deliveries')
    const bag = round.getByTestId('delivery').filter({
      has: round.getByRole('heading', { name: `Order #${id}`, exact: true }),
    })
    await expect(bag.getByRole('link', { name: 'Directions in Google Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=42.668,23.322',
    )
    await expect(bag.getByRole('link', { name: 'Directions in Waze' })).toHaveAttribute(
      'href',
      'https://waze.com/ul?ll=42.668,23.322&navigate=yes',
    )
    await expect(bag.getByRole('link', { name: 'Open in a map app' })).toHaveAttribute(
      'href',
      'geo:42.668,23.322',
    )
    await round.screenshot({ path: 'test-results/zone-map-courier-375.png', fullPage: true })
    await phone.close()
  })
})
