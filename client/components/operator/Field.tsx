import { type InputHTMLAttributes, useId } from 'react'
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../shared/staff'
import { useI18n } from '../../i18n'

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string
  hint?: string
  error?: string | undefined
}

/** A labelled input with its hint and its error, both read out with it. */
export function Field({ label, hint, error, ...input }: Props) {
  const id = useId()
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  )
}

/** A new staff password: the PCI length rule stated beside it and enforced by the browser too. */
export function NewPasswordField(props: Omit<Props, 'type' | 'hint'>) {
  const { t } = useI18n()
  return (
    <Field
      hint={t('operator.console.password.rule', { min: PASSWORD_MIN })}
      type="password"
      autoComplete="new-password"
      minLength={PASSWORD_MIN}
      maxLength={PASSWORD_MAX}
      required
      {...props}
    />
  )
}
