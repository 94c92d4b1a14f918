import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { ICON_NAMES } from './icon-names'

it('names exactly the symbols of the sprite', () => {
  const sprite = readFileSync(new URL('../../public/icons.svg', import.meta.url), 'utf8')
  const symbols = [...sprite.matchAll(/<symbol id="([\w-]+)"/g)].map((m) => m[1])
  expect([...ICON_NAMES].sort()).toEqual(symbols.sort())
})
