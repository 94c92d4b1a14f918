import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { describe, expect, it } from 'vitest'
import { loadMessages } from '#client/ui/messages'
import { CategoryFields, categoryBody, categoryDraft, NEW_CATEGORY } from './CategoryFields'

await loadMessages('en')

const ROLLS = {
  id: 3,
  slug: 'rolls',
  sort: 20,
  image: null,
  name: { bg: 'Ролове', ru: 'Роллы', en: 'Rolls', uk: 'Роли' },
  description: { bg: '', ru: '', en: 'Eight pieces each', uk: '' },
}

const render = (props: Partial<Parameters<typeof CategoryFields>[0]>) =>
  renderToStaticMarkup(
    <VikeReactProviderPageContext pageContext={{ locale: 'en' } as PageContext}>
      <CategoryFields draft={NEW_CATEGORY} onChange={() => {}} errors={{}} {...props} />
    </VikeReactProviderPageContext>,
  )

/** The input (or text area) right after a label, with the label's text. */
const control = (html: string, label: string, lang?: string) =>
  new RegExp(
    `>${label}</label><(?:input|textarea) [^>]*${lang ? `lang="${lang}"` : ''}[^>]*>`,
  ).exec(html)?.[0]

describe('the category fields', () => {
  it('a new category has its address to write; a stored one shows it, read-only', () => {
    expect(control(render({}), 'Address \\(slug\\)')).toMatch(/required=""/)
    const stored = control(
      render({ draft: categoryDraft(ROLLS), stored: true }),
      'Address \\(slug\\)',
    )
    expect(stored).toContain('readOnly=""')
    expect(stored).toContain('value="rolls"')
    expect(stored).not.toContain('required')
  })

  it('shows the stored names and descriptions in their languages', () => {
    const html = render({ draft: categoryDraft(ROLLS), stored: true })
    expect(control(html, 'Name', 'bg')).toContain('value="Ролове"')
    expect(html).toMatch(/>Description<\/label><textarea [^>]*lang="en"[^>]*>Eight pieces each</)
    expect(control(html, 'Position')).toContain('value="20"')
  })

  it("puts the API's error of one language's name beside that input", () => {
    const html = render({ errors: { 'name.uk': 'Write the name.' } })
    const input = control(html, 'Name', 'uk')!
    const described = /aria-describedby="([^"]+)"/.exec(input)![1]
    expect(input).toContain('aria-invalid="true"')
    expect(html).toContain(`<span class="field-error" id="${described}">Write the name.</span>`)
    expect(control(html, 'Name', 'bg')).not.toContain('aria-invalid')
  })

  it('sends the position as a number, empty as 0, and refuses one that is no whole number', () => {
    expect(categoryBody(categoryDraft(ROLLS))).toEqual({
      name: ROLLS.name,
      description: ROLLS.description,
      sort: 20,
    })
    expect(categoryBody({ ...NEW_CATEGORY, sort: ' ' })?.sort).toBe(0)
    expect(categoryBody({ ...NEW_CATEGORY, sort: 'first' })).toBeUndefined()
  })
})
