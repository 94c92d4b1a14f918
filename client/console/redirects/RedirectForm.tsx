import { useId, useState } from 'react'
import { ConsoleForm } from '#client/console/form/ConsoleForm'
import { Field } from '#client/console/form/Field'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import { REDIRECT_STATUSES } from '#shared/redirects'
import type { RuleFields } from './redirect-rules'

type Props = {
  initial: RuleFields
  submitLabel: string
  /** Sends the rule; a refusal shows the API's words beside the field it is about. */
  onSave: (fields: RuleFields) => Promise<unknown>
  /** A new rule's form empties after each one; an edit's dialog closes instead. */
  clearOnSave?: boolean
  /** In a dialog, the source field takes the focus when it opens. */
  focusFirst?: boolean
}

/** A redirect rule's fields: source, target, status and note, for a new rule or an edit. */
export function RedirectForm({ initial, submitLabel, onSave, clearOnSave, focusFirst }: Props) {
  const { t } = useI18n()
  const statusId = useId()
  const [fields, setFields] = useState(initial)
  const { busy, errors, run } = useAction()
  const set = (name: 'from' | 'to' | 'note') => (event: { target: { value: string } }) =>
    setFields({ ...fields, [name]: event.target.value })

  return (
    <ConsoleForm
      onSubmit={() =>
        run(async () => {
          await onSave(fields)
          if (clearOnSave) setFields(initial)
        })
      }
      busy={busy}
      error={errors.form}
      submit={submitLabel}
    >
      <Field
        label={t('operator.console.redirects.from')}
        hint={t('operator.console.redirects.fromHint')}
        data-autofocus={focusFirst || undefined}
        value={fields.from}
        onChange={set('from')}
        error={errors.from}
        autoComplete="off"
        spellCheck={false}
        maxLength={2048}
        required
      />
      <Field
        label={t('operator.console.redirects.to')}
        hint={t('operator.console.redirects.toHint')}
        value={fields.to}
        onChange={set('to')}
        error={errors.to}
        autoComplete="off"
        spellCheck={false}
        maxLength={2048}
        required
      />
      <div className="field">
        <label className="field__label" htmlFor={statusId}>
          {t('operator.console.redirects.status')}
        </label>
        <select
          id={statusId}
          value={fields.status}
          onChange={(event) => setFields({ ...fields, status: Number(event.target.value) })}
        >
          {REDIRECT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`operator.console.redirects.status${status}`)}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t('operator.console.redirects.note')}
        value={fields.note}
        onChange={set('note')}
        error={errors.note}
        maxLength={500}
      />
    </ConsoleForm>
  )
}
