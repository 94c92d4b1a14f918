import { expect, test } from 'vitest'
import { legalBlocks } from './legal-text'

test('headings, paragraphs and lists come from plain text; markup stays text', () => {
  const text = '## 1. Who we are\nHanami Ltd\nSofia\n\n- one\n- two\n\n- three\n<b>bold</b>'
  expect(legalBlocks(text)).toEqual([
    { kind: 'heading', text: '1. Who we are' },
    { kind: 'paragraph', text: 'Hanami Ltd Sofia' },
    { kind: 'list', items: ['one', 'two'] },
    { kind: 'list', items: ['three'] },
    { kind: 'paragraph', text: '<b>bold</b>' },
  ])
})
