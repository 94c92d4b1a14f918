/** The id of a field's problem message, which the field's aria-describedby names. */
const errorId = (field: string) => `error-${field.replace('.', '-')}`

/** What is wrong with a field, under it; focusable, as a refused submit moves the focus to it. */
export function FieldError({
  field,
  problems,
}: {
  field: string
  problems: Record<string, string>
}) {
  return problems[field] ? (
    <p className="field-error" id={errorId(field)} tabIndex={-1}>
      {problems[field]}
    </p>
  ) : null
}

/** A control's link to its problem message, while there is one. */
export function errorProps(field: string, problems: Record<string, string>) {
  return problems[field]
    ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) }
    : {}
}
