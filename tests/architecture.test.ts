import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { posix } from 'node:path'
import { expect, test } from 'vitest'

// The house's walls (README, "Layout"): the browser takes the API's types from the contract in
// shared/, never from the server; the storefront and the console share only client/ui and shared/;
// shared/ belongs to neither side. Tests may reach anywhere.
const WALLS: { from: string; never: string[] }[] = [
  { from: 'client/', never: ['server/'] },
  { from: 'client/shop/', never: ['client/console/'] },
  { from: 'client/console/', never: ['client/shop/'] },
  { from: 'client/ui/', never: ['client/shop/', 'client/console/'] },
  { from: 'shared/', never: ['server/', 'client/'] },
  { from: 'server/', never: ['client/'] },
]

const SPECIFIER = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g

/** Where an import points in the repository, or undefined for a package. */
function target(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('#')) return specifier.slice(1)
  if (specifier.startsWith('.')) return posix.join(posix.dirname(file), specifier)
  return undefined
}

test('no import crosses a wall', () => {
  const sources = execFileSync('git', ['ls-files', 'client', 'server', 'shared'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  const crossings = sources.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].flatMap(([, specifier = '']) => {
      const to = target(file, specifier)
      const wall = WALLS.find(
        (w) => file.startsWith(w.from) && w.never.some((side) => to?.startsWith(side)),
      )
      return wall ? [`${file} imports ${specifier}`] : []
    }),
  )
  expect(crossings).toEqual([])
})

test("the route index the browser's client names endpoints by holds every contract module", () => {
  const index = readFileSync('shared/contract/routes.ts', 'utf8')
  const modules = execFileSync('git', ['ls-files', 'shared/contract'], { encoding: 'utf8' })
    .split('\n')
    .filter(
      (file) =>
        file.endsWith('.ts') &&
        !file.endsWith('.test.ts') &&
        readFileSync(file, 'utf8').includes('createRoute('),
    )
    .map((file) => `./${posix.relative('shared/contract', file).replace(/\.ts$/, '')}'`)
  expect(modules.filter((module) => !index.includes(module))).toEqual([])
})
