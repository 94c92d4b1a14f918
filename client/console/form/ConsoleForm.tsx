import type { ReactNode } from 'react'

type Props = {
  onSubmit: () => unknown
  busy: boolean
  /** The API's sentence after a refusal, read out at once. */
  error?: string | undefined
  /** What the last submit did, said aloud. */
  done?: string | undefined
  submit: ReactNode
  children: ReactNode
  /** A form standing on its own page: a card, named by its heading's id. */
  labelledBy?: string
}

/**
 * A console form around its fields: the browser's own checks off (the API's messages show
 * instead), then the form's error, what it last did, and its button, busy while the request runs.
 */
export function ConsoleForm({ onSubmit, busy, error, done, submit, children, labelledBy }: Props) {
  return (
    <form
      className={labelledBy ? 'card form' : 'form'}
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void onSubmit()
      }}
    >
      {children}
      <p className="field-error" role="alert">
        {error}
      </p>
      {done !== undefined && (
        <p className="console-done" role="status">
          {done}
        </p>
      )}
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {submit}
      </button>
    </form>
  )
}
