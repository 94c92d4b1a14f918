import { useEffect, useRef, useState } from 'react'
import { navigate } from 'vike/client/router'
import { usePageContext } from 'vike-react/usePageContext'
import { Field, TotpCodeField } from '#client/console/form/Field'
import { useI18n } from '#client/ui/i18n'
import { pageSearch } from '#shared/page-query'
import { afterSignIn } from './session'
import { type SignInOutcome, signIn } from './sign-in'

/** E-mail and password, then the authenticator's code when the account has two-step sign-in. */
export function SignInForm() {
  const { t, tp, lang } = useI18n()
  const { urlParsed } = usePageContext()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [askCode, setAskCode] = useState(false)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)

  // The code field appears when the API asks for it: the cursor goes there.
  useEffect(() => {
    if (askCode)
      form.current?.querySelector<HTMLInputElement>('[autocomplete="one-time-code"]')?.focus()
  }, [askCode])

  const explain = (outcome: Exclude<SignInOutcome, { kind: 'signed-in' }>) => {
    if (outcome.kind === 'locked') return tp('operator.console.signIn.locked', outcome.minutes)
    return outcome.message || t('api.unavailable')
  }

  const submit = async () => {
    setBusy(true)
    setError('')
    const outcome = await signIn(lang, { email, password, ...(askCode ? { code } : {}) })
    if (outcome.kind === 'signed-in') {
      await navigate(afterSignIn(pageSearch(urlParsed.search).next ?? null, lang))
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
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <Field
        label={t('operator.console.signIn.email')}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
      />
      <Field
        label={t('operator.console.signIn.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      {askCode && <TotpCodeField code={code} onCode={setCode} />}
      <p className="field-error" role="alert">
        {error}
      </p>
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? t('common.loading') : t('operator.console.signIn.submit')}
      </button>
    </form>
  )
}
