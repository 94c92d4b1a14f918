import { useState } from 'react'
import { consoleApi } from '#client/console/api'
import { ConsoleForm } from '#client/console/form/ConsoleForm'
import { Field } from '#client/console/form/Field'
import { countOrText } from '#client/console/form/price-input'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import type { Retention } from '#shared/contract/privacy'

const PERIODS = [
  'signInCodeDays',
  'sessionDays',
  'auditDays',
  'abandonedDays',
  'orderYears',
] as const satisfies readonly (keyof Retention)[]
type Draft = Record<keyof Retention, string>

const draftOf = (retention: Retention) =>
  Object.fromEntries(PERIODS.map((name) => [name, String(retention[name])])) as Draft

/** How long the hourly upkeep lets each kind of personal data live (docs/data-rights.md). */
export function RetentionForm({ retention }: { retention: Retention }) {
  const { t, lang } = useI18n()
  const label = (key: string) => t(`operator.console.retention.${key}`)
  const [draft, setDraft] = useState(() => draftOf(retention))
  const [done, setDone] = useState('')
  const { busy, errors, run } = useAction()
  const save = () =>
    run(async () => {
      setDone('')
      const body = Object.fromEntries(PERIODS.map((name) => [name, countOrText(draft[name])]))
      const { data } = await consoleApi(lang).post('/api/operator/site/retention', body)
      setDraft(draftOf(data.retention))
      setDone(label('saved'))
    })
  return (
    <ConsoleForm
      onSubmit={save}
      busy={busy}
      error={errors.form}
      done={done}
      submit={t('account.save')}
      labelledBy="retention-title"
    >
      <h2 id="retention-title">{label('title')}</h2>
      <p className="field__hint">{label('hint')}</p>
      {PERIODS.map((name) => (
        <Field
          key={name}
          label={label(name)}
          inputMode="numeric"
          autoComplete="off"
          value={draft[name]}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          error={errors[name]}
          required
        />
      ))}
    </ConsoleForm>
  )
}
