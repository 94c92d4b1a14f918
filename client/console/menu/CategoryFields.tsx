import { Field } from '#client/console/form/Field'
import { LanguageFieldsets } from '#client/console/form/LanguageFieldsets'
import { parseCount } from '#client/console/form/price-input'
import { useI18n } from '#client/ui/i18n'
import type { OperatorCategory } from '#shared/contract/operator/menu'
import type { Localized } from '#shared/localized'

/** A category as its forms hold it: the position as typed, until it is judged. */
export type CategoryDraft = {
  slug: string
  name: Localized
  description: Localized
  sort: string
}

const BLANK: Localized = { bg: '', ru: '', en: '', uk: '' }

export const NEW_CATEGORY: CategoryDraft = { slug: '', name: BLANK, description: BLANK, sort: '0' }

export function categoryDraft({ slug, name, description, sort }: OperatorCategory): CategoryDraft {
  return { slug, name, description, sort: String(sort) }
}

/** What both category routes take, or undefined when the position is no whole number. */
export function categoryBody({ name, description, sort }: CategoryDraft) {
  const position = parseCount(sort)
  return position === undefined ? undefined : { name, description, sort: position ?? 0 }
}

type Props = {
  draft: CategoryDraft
  onChange: (draft: CategoryDraft) => void
  errors: Record<string, string | undefined>
  /** A stored category keeps its address: the API changes everything else. */
  stored?: boolean
  autoFocus?: boolean
}

/** A category's names and description in the four languages, its address and its position. */
export function CategoryFields({ draft, onChange, errors, stored = false, autoFocus }: Props) {
  const { t } = useI18n()
  const label = (key: string) => t(`operator.console.menu.${key}`)
  // The API's limits (shared/contract/operator/menu.ts), so the browser stops the typing there.
  return (
    <>
      <LanguageFieldsets
        texts={[
          { name: 'name', label: label('nameText'), maxLength: 100, required: true },
          { name: 'description', label: label('description'), maxLength: 1000, multiline: true },
        ]}
        values={draft}
        errors={errors}
        onChange={(name, text) => onChange({ ...draft, [name]: text })}
        autoFocus={autoFocus ?? false}
      />
      <Field
        label={label('slug')}
        hint={label('slugHint')}
        value={draft.slug}
        onChange={(event) => onChange({ ...draft, slug: event.target.value })}
        readOnly={stored}
        error={errors.slug}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        required={!stored}
      />
      <Field
        label={label('sort')}
        hint={label('sortHint')}
        inputMode="numeric"
        value={draft.sort}
        onChange={(event) => onChange({ ...draft, sort: event.target.value })}
        error={errors.sort}
      />
    </>
  )
}
