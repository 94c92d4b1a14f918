// The legal pages a shop selling online in the EU publishes: the terms of sale (2011/83 art. 6),
// the privacy notice (GDPR art. 13), the cookies policy (ePrivacy art. 5(3)) and the accessibility
// statement (European Accessibility Act, 2019/882 annex V).
export const LEGAL_DOCS = ['terms', 'privacy', 'cookies', 'accessibility'] as const
export type LegalDoc = (typeof LEGAL_DOCS)[number]

/** The storefront path of a legal page (unprefixed: each language adds its own prefix). */
export const legalPath = (doc: LegalDoc) => `/legal/${doc}`

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

/** What a visitor may consent to: only what is not strictly necessary (analytics, GA4). */
export const CONSENT_PURPOSES = ['analytics'] as const
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]

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
