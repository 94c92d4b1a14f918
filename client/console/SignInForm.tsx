import { useEffect, useRef, useState } from 'react'
import { navigate } from 'vike/client/router'
import { Field, TotpCodeField } from '#client/console/form/Field'
import { usePageUrl } from '#client/renderer/page-url'
import { useHydrated } from '#client/ui/hydrated'
import { useI18n } from '#client/ui/i18n'
import { pageSearch } from '#shared/page-query'
import { afterSignIn } from './session'
import { type SignInOutcome, signIn } from './sign-in'

/** E-mail and password, then the authenticator's code when the account has two-step sign-in. */
export function SignInForm() {
  const { t, tp, lang } = useI18n()
  const { search } = usePageUrl()
  const [code, setCode] = useState('')
  const [askCode, setAskCode] = useState(false)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  // Before hydration nothing would handle the submit: the browser would send the form itself, and
  // Enter in a field too while a submit button is enabled. The button waits for the page instead.
  const hydrated = useHydrated()

  // The code field appears when the API asks for it: the cursor goes there.
  useEffect(() => {
    if (askCode)
      form.current?.querySelector<HTMLInputElement>('[autocomplete="one-time-code"]')?.focus()
  }, [askCode])

  const explain = (outcome: Exclude<SignInOutcome, { kind: 'signed-in' }>) => {
    if (outcome.kind === 'locked') return tp('operator.console.signIn.locked', outcome.minutes)
    return outcome.message || t('api.unavailable')
  }

  // Read from the form, not kept in state: what was typed before hydration stays in the fields
  // (React would reset controlled ones to their empty state).
  const submit = async (fields: FormData) => {
    const email = String(fields.get('email') ?? '')
    const password = String(fields.get('password') ?? '')
    setBusy(true)
    setError('')
    const outcome = await signIn(lang, { email, password, ...(askCode ? { code } : {}) })
    if (outcome.kind === 'signed-in') {
      await navigate(afterSignIn(pageSearch(search).next ?? null, lang))
      return
    }
    if (outcome.kind === 'code') setAskCode(true)
    setError(explain(outcome))
    setBusy(false)
  }

  return (
    <form
      ref={form}
      className="form"
      // Never a GET: were it ever sent natively, the password must not land in the address bar.
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit(new FormData(event.currentTarget))
      }}
    >
      <Field
        label={t('operator.console.signIn.email')}
        type="email"
        autoComplete="username"
        name="email"
        required
      />
      <Field
        label={t('operator.console.signIn.password')}
        type="password"
        autoComplete="current-password"
        name="password"
        required
      />
      {askCode && <TotpCodeField code={code} onCode={setCode} />}
      <p className="field-error" role="alert">
        {error}
      </p>
      <button
        type="submit"
        className="button"
        disabled={busy || !hydrated}
        aria-busy={busy || !hydrated}
      >
        {busy || !hydrated ? t('common.loading') : t('operator.console.signIn.submit')}
      </button>
    </form>
  )
}
