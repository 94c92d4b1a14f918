/** What is wrong with a field, under it; the field's aria-describedby names it by this id. */
export function FieldError({
  field,
  problems,
}: {
  field: string
  problems: Record<string, string>
}) {
  return problems[field] ? (
    <p className="field-error" id={`error-${field.replace('.', '-')}`}>
      {problems[field]}
    </p>
  ) : null
}
