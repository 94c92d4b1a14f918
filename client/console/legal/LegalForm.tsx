import { useState } from 'react'
import { consoleApi } from '#client/console/api'
import { LanguageFieldsets } from '#client/console/form/LanguageFieldsets'
import { useAction } from '#client/console/form/useAction'
import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import type { LegalVersion } from '#shared/contract/operator/site'
import type { LegalDoc } from '#shared/legal'
import { TRADER_FIGURES } from '#shared/legal-text'
import type { Localized } from '#shared/localized'

const EMPTY: Localized = { bg: '', ru: '', en: '', uk: '' }

/**
 * One legal page in the four languages. Saving publishes the next version, dated now: the one
 * before stays as it was, for the orders placed under it.
 */
export function LegalForm({ doc, current }: { doc: LegalDoc; current: LegalVersion | null }) {
  const { t, lang } = useI18n()
  const { date } = useFormats()
  const [published, setPublished] = useState(current)
  const [values, setValues] = useState({
    title: current?.title ?? EMPTY,
    body: current?.body ?? EMPTY,
  })
  const { busy, errors, run } = useAction()
  const publish = () =>
    run(async () => {
      const { data } = await consoleApi(lang).post('/api/operator/legal/{doc}', values, {
        params: { doc },
      })
      setPublished(data)
    })
  const titleId = `legal-${doc}-title`
  return (
    <form
      className="card form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault()
        void publish()
      }}
    >
      <h2 id={titleId}>{t(`legal.docs.${doc}`)}</h2>
      <p role="status">
        {published
          ? t('legal.version', { version: published.version, date: date(published.createdAt) })
          : t('operator.console.legal.unpublished')}
        {published?.template && ` · ${t('operator.console.legal.isTemplate')}`}
      </p>
      <p className="field__hint">
        {t('operator.console.legal.hint', {
          names: TRADER_FIGURES.map((n) => `{{${n}}}`).join(', '),
        })}
      </p>
      <LanguageFieldsets
        texts={[
          {
            name: 'title',
            label: t('operator.console.legal.title'),
            maxLength: 200,
            required: true,
          },
          {
            name: 'body',
            label: t('operator.console.legal.body'),
            maxLength: 60_000,
            required: true,
            multiline: true,
          },
        ]}
        values={values}
        errors={errors}
        onChange={(name, value) => setValues({ ...values, [name]: value })}
      />
      <div className="field-error" role="alert">
        {errors.form}
      </div>
      <button type="submit" className="button" disabled={busy}>
        {t('operator.console.legal.publish', { version: (published?.version ?? 0) + 1 })}
      </button>
    </form>
  )
}
