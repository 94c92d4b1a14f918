import { describe, expect, it } from 'vitest'
import { dishMatches } from './dish-search'

const sakura = { bg: 'Сет Сакура', ru: 'Сет Сакура', en: 'Sakura Set', uk: 'Сет Сакура' }

describe('the console menu’s dish search', () => {
  it('finds a dish by a part of its name in any language, case and word order aside', () => {
    expect(dishMatches(sakura, 'сакура')).toBe(true)
    expect(dishMatches(sakura, 'SAK')).toBe(true)
    expect(dishMatches(sakura, 'set sakura')).toBe(true)
    expect(dishMatches(sakura, '  ')).toBe(true)
  })

  it('ignores accents and refuses a word the name does not hold', () => {
    expect(dishMatches({ ...sakura, en: 'Édamame' }, 'edama')).toBe(true)
    expect(dishMatches(sakura, 'maki')).toBe(false)
    expect(dishMatches(sakura, 'sakura maki')).toBe(false)
  })
})
