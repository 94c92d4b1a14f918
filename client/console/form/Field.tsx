import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react'
import { useI18n } from '#client/ui/i18n'
import { PASSWORD_MAX, PASSWORD_MIN, TOTP_DIGITS } from '#shared/staff'

type Frame = { label: string; hint?: string | undefined; error?: string | undefined }
type Control = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }

/**
 * A control's hint and error, shown under it, and the ids that tie them to it (`described`, for
 * aria-describedby) so that both are read out with it.
 */
export function useNotes(hint: string | undefined, error: string | undefined) {
  const id = useId()
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  const notes = (
    <>
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
    </>
  )
  return { id, described, notes }
}

/** A control's label, hint and error, tied to it so that both are read out with it. */
function Framed({ label, hint, error, control }: Frame & { control: (tie: Control) => ReactNode }) {
  const { id, described, notes } = useNotes(hint, error)
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {control({
        id,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {notes}
    </div>
  )
}

type Props = InputHTMLAttributes<HTMLInputElement> & Frame

/** A labelled input with its hint and its error. */
export function Field({ label, hint, error, ...input }: Props) {
  return <Framed {...{ label, hint, error }} control={(tie) => <input {...tie} {...input} />} />
}

/** A labelled text of several lines with its hint and its error. */
export function TextAreaField({
  label,
  hint,
  error,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & Frame) {
  return (
    <Framed {...{ label, hint, error }} control={(tie) => <textarea {...tie} {...textarea} />} />
  )
}

/** A labelled choice with its hint and its error; the options are its children. */
export function SelectField({
  label,
  hint,
  error,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & Frame) {
  return <Framed {...{ label, hint, error }} control={(tie) => <select {...tie} {...select} />} />
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

/** A two-step sign-in code: digits only, as many as the authenticator app shows. */
export function TotpCodeField({
  code,
  onCode,
  ...props
}: Omit<Props, 'label' | 'hint' | 'value' | 'onChange'> & {
  code: string
  onCode: (code: string) => void
}) {
  const { t } = useI18n()
  return (
    <Field
      label={t('operator.console.signIn.code')}
      hint={t('operator.console.signIn.codeHint', { digits: TOTP_DIGITS })}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={TOTP_DIGITS}
      value={code}
      onChange={(event) => onCode(event.target.value.replace(/\D/g, ''))}
      required
      {...props}
    />
  )
}
