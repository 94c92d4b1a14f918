import { useI18n } from '#client/ui/i18n'
import { LANGS } from '#shared/locales'
import type { Localized } from '#shared/localized'
import { Field, TextAreaField } from './Field'

export type LocalizedText<Name extends string> = {
  name: Name
  label: string
  maxLength: number
  required?: boolean
  /** A text of several lines (a summary, a body) rather than one (a title). */
  multiline?: boolean
}

type Props<Name extends string> = {
  texts: readonly LocalizedText<Name>[]
  values: Record<Name, Localized>
  /** The API's field errors: a language's text is `{name}.{lang}` (`title.bg`). */
  errors: Record<string, string | undefined>
  onChange: (name: Name, value: Localized) => void
  /** The first field takes the focus when a dialog opens. */
  autoFocus?: boolean
}

/**
 * One or several texts in the shop's four languages, bg first, grouped by language: a fieldset
 * each, named by its legend, so that one language's name, summary and text are written together.
 */
export function LanguageFieldsets<Name extends string>({
  texts,
  values,
  errors,
  onChange,
  autoFocus = false,
}: Props<Name>) {
  const { t } = useI18n()
  return LANGS.map((lang, index) => (
    <fieldset key={lang} className="lang-fields">
      <legend>{t(`operator.console.languages.${lang}`)}</legend>
      {texts.map((text, position) => {
        const value = values[text.name]
        const props = {
          label: text.label,
          lang,
          value: value[lang],
          onChange: (event: { target: { value: string } }) =>
            onChange(text.name, { ...value, [lang]: event.target.value }),
          error: errors[`${text.name}.${lang}`],
          maxLength: text.maxLength,
          required: text.required ?? false,
          ...(autoFocus && index === 0 && position === 0 ? { 'data-autofocus': true } : {}),
        }
        return text.multiline ? (
          <TextAreaField key={text.name} {...props} />
        ) : (
          <Field key={text.name} {...props} />
        )
      })}
    </fieldset>
  ))
}
