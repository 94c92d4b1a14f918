import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { photo } from '#tests/support/pictures'
import { demoPackAt, writeDemoPack } from './demo-pack'
import { allVariants, prepareImage, renderVariant } from './pipeline'

const folder = mkdtempSync(join(tmpdir(), 'demo-pack-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

it('holds every variant of its pictures as the pipeline cuts them, and nothing else', async () => {
  const [dish, other] = await Promise.all([
    prepareImage(new Uint8Array(await photo('png', 1000, 750)), 'dish'),
    prepareImage(new Uint8Array(await photo('jpeg', 1200, 900)), 'dish'),
  ])
  const file = join(folder, 'demo.pack')
  await writeDemoPack([dish], file)
  const pack = demoPackAt(file)
  for (const { width, format } of allVariants('dish')) {
    const expected = await renderVariant(dish.original, 'dish', width, format)
    expect(await pack.variant(dish.key, width, format), `${width}.${format}`).toEqual(expected)
  }
  expect(await pack.variant(other.key, 360, 'avif')).toBeNull()
  expect(await pack.variant(dish.key, 1280, 'avif')).toBeNull()
})

it('a build without a pack holds nothing (a development server cuts on request)', async () => {
  expect(await demoPackAt(join(folder, 'none.pack')).variant('dish-0', 360, 'avif')).toBeNull()
})
