import type { Locator } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from './fixtures'
import { E2E_ADMIN } from './support/config'
import { Console } from './support/console'

// Issue 20: a manager puts a photo on a dish in the console; the shop's card and product page then
// show it, as AVIF in a browser that takes AVIF.

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** A photo as a phone would send it: a JPEG of 1200 × 900. */
const photo = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="#2e7d32"/><circle cx="600" cy="450" r="300" fill="#ff7f50"/></svg>`,
    ),
  )
    .jpeg()
    .toBuffer()

/** The address the browser chose for a picture, once it has loaded it. */
const shownFrom = (picture: Locator) =>
  picture.evaluate(async (img: HTMLImageElement) => {
    img.scrollIntoView()
    if (!img.complete || !img.naturalWidth) await img.decode()
    return img.currentSrc
  })

test('a photo uploaded in the console is on the card and the product page, served as AVIF', async ({
  context,
  page,
}) => {
  await Console.signIn(context, E2E_ADMIN)
  const slug = `e2e-photo-${stamp()}`
  const name = `Photo roll ${slug}`
  const created = await context.request.post('/api/operator/products', {
    data: {
      slug,
      name: { bg: `${name} bg`, ru: `${name} ru`, en: name, uk: `${name} uk` },
      description: { bg: '', ru: '', en: '', uk: '' },
      price: 990,
      categoryId: 1,
      image: '',
    },
  })
  expect(created.status(), await created.text()).toBe(201)

  await page.goto('/en/operator/menu')
  await page.getByRole('button', { name: `Edit ${name}` }).click()
  const dialog = page.getByTestId('product-dialog')
  await dialog.getByLabel('Choose a photo').setInputFiles({
    name: 'IMG_2041.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(),
  })
  const preview = dialog.getByTestId('photo-preview').getByRole('img', {
    name: 'The photo as cards and the page show it',
  })
  await expect(preview).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Remove the photo' })).toBeVisible()

  const avifAnswers: string[] = []
  page.on('response', (response) => {
    if (response.headers()['content-type'] === 'image/avif') avifAnswers.push(response.url())
  })
  // The page cache may answer once more with the page from before the upload.
  await expect(async () => {
    await page.goto('/en/menu/rolls')
    const card = page.getByRole('article', { name })
    await expect(card.locator('picture source[type="image/avif"]')).toHaveCount(1, {
      timeout: 1000,
    })
  }).toPass({ timeout: 15_000 })
  const card = page.getByRole('article', { name })
  expect(await shownFrom(card.locator('picture img'))).toMatch(
    /\/api\/images\/dish-[a-f0-9]{24}\/\d+\.avif$/,
  )
  await expect(card.locator('picture img')).toHaveAttribute('width', '960')
  await expect(card.locator('picture img')).toHaveAttribute('height', '720')

  await page.goto(`/en/product/${slug}`)
  const picture = page.locator('.product__picture picture img')
  await expect(picture).toHaveAttribute('fetchpriority', 'high')
  expect(await shownFrom(picture)).toMatch(/\.avif$/)
  expect(avifAnswers.length).toBeGreaterThan(0)
})
