import { useState } from 'react'
import { Field } from '#client/console/form/Field'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import { isApiError } from '#shared/api-client'
import { lookUp } from './redirect-rules'

/** "Where does this path go?": the shop's own lookup, so the data file's rules answer too. */
export function RedirectLookup() {
  const { t, lang } = useI18n()
  const [path, setPath] = useState('')
  const [answer, setAnswer] = useState('')
  const { busy, errors, run } = useAction()
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setAnswer('')
        void run(async () => {
          try {
            const found = await lookUp(lang, path.trim())
            setAnswer(t('operator.console.redirects.goesTo', found))
          } catch (failure) {
            // No redirect is an answer, not a failure: the API's 404 sentence says so.
            if (!isApiError(failure, 404)) throw failure
            setAnswer(failure.message)
          }
        })
      }}
    >
      <Field
        label={t('operator.console.redirects.lookupPath')}
        value={path}
        onChange={(event) => setPath(event.target.value)}
        error={errors.path}
        autoComplete="off"
        spellCheck={false}
        maxLength={2048}
        required
      />
      <p className="field-error" role="alert">
        {errors.form}
      </p>
      <p className="console-code" role="status">
        {answer}
      </p>
      <button type="submit" className="button button--ghost" disabled={busy} aria-busy={busy}>
        {t('operator.console.redirects.lookup')}
      </button>
    </form>
  )
}
