import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

// Every file or folder that the README, the docs or a comment names must exist, so the written plans
// cannot drift from the code. The build's output (dist/) is made by `npm run build`, not kept.
// (An import through an alias, `#client/…`, is checked by the compiler.)
const roots = [
  'server',
  'client',
  'shared',
  'scripts',
  'tests',
  'docs',
  'locales',
  'public',
  'redirects',
]
const named = new RegExp(`(?<![\\w./@:#-])((?:${roots.join('|')})/[\\w.\\-/]*\\w)`, 'g')

test('every path the docs and comments name exists', () => {
  const sources = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(md|json|ts|tsx|mjs|toml|css)$/.test(file))
    .filter((file) => !file.startsWith('locales/') && !/package-lock|migrations\/meta/.test(file))
  const missing = sources.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(named)]
      .map(([, path = '']) => path)
      .filter((path) => !existsSync(path))
      .map((path) => `${file} names ${path}`),
  )
  expect(missing).toEqual([])
})

test('the docs name nothing outside the repository', () => {
  const docs = execFileSync('git', ['ls-files', '*.md'], { encoding: 'utf8' }).split('\n')
  const outside = docs
    .filter(Boolean)
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?<![\w.])\.\.\/[\w./-]+/g)].map(
        ([path]) => `${file} names ${path}`,
      ),
    )
  expect(outside).toEqual([])
})
