/**
 * After a refused submit: the first problem in the form's order gets the focus (its field, when a
 * field names it in aria-describedby, else the message itself) and is scrolled into view.
 */
export function focusFirstError(form: HTMLFormElement) {
  const error = form.querySelector<HTMLElement>('.field-error')
  if (!error) return
  const field = error.id
    ? form.querySelector<HTMLElement>(`[aria-describedby~="${CSS.escape(error.id)}"]`)
    : null
  const target = field ?? error
  target.focus({ preventScroll: true })
  target.scrollIntoView({ block: 'center' })
}
