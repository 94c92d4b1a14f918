import { expect, it } from 'vitest'
import { staleLanguages } from './stale-languages'

const closed = { bg: 'Затворено', ru: 'Закрыто', en: 'Closed', uk: 'Зачинено' }

it('names the languages an edit of the others left saying the earlier text', () => {
  // Open again in two languages: Russian and Ukrainian still say "closed".
  expect(staleLanguages(closed, { ...closed, bg: 'Отворено', en: 'Open' })).toEqual(['ru', 'uk'])
  // A new alert in one language: the three others show none.
  const none = { bg: '', ru: '', en: '', uk: '' }
  expect(staleLanguages(none, { ...none, en: 'Closed today' })).toEqual(['bg', 'ru', 'uk'])
})

it('is quiet when nothing or every language changed', () => {
  expect(staleLanguages(closed, { ...closed, en: ' Closed ' })).toEqual([])
  expect(staleLanguages(closed, { bg: '', ru: '', en: '', uk: '' })).toEqual([])
})
