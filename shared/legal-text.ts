// The text of a legal page as staff write it: which trader's details it may name, and its blocks.
// Apart from shared/legal.ts, whose paths every page's footer links to: the footer's first load
// carries no parser (docs/benchmarks.md, first load).

/** The trader's details a legal page's text may name ("{{legalName}}, ЕИК {{eik}}"). */
export const TRADER_FIGURES = [
  'legalName',
  'legalForm',
  'eik',
  'vatNumber',
  'address',
  'email',
  'phone',
  'foodRegistration',
  'authorityName',
  'authorityAddress',
  'authorityUrl',
] as const
export type TraderFigure = (typeof TRADER_FIGURES)[number]

export type LegalBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }

/**
 * The plain text staff write, as blocks: a line starting "## " is a heading, lines starting "- "
 * make a list, other lines run into paragraphs separated by an empty line. Plain text, not HTML:
 * nothing staff type can become markup on the page.
 */
export function legalBlocks(text: string): LegalBlock[] {
  const blocks: LegalBlock[] = []
  let paragraph: string[] = []
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') })
    paragraph = []
  }
  let list: string[] | null = null
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim()
    if (line.startsWith('- ')) {
      endParagraph()
      if (!list) {
        list = []
        blocks.push({ kind: 'list', items: list })
      }
      list.push(line.slice(2).trim())
      continue
    }
    list = null
    if (line.startsWith('## ')) {
      endParagraph()
      blocks.push({ kind: 'heading', text: line.slice(3).trim() })
    } else if (line === '') endParagraph()
    else paragraph.push(line)
  }
  endParagraph()
  return blocks
}
