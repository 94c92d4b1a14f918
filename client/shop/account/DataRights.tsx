import { useId, useState } from 'react'
import { navigate } from 'vike/client/router'
import { authApi, signOutLocally } from '#client/shop/stores/auth'
import { useI18n } from '#client/ui/i18n'
import { isApiError } from '#shared/api-client'

/**
 * GDPR art. 15, 17 and 20 in the customer's own hands: a copy of everything the shop holds about
 * them, and the deletion of the account, after a warning that names the bonuses it costs.
 */
export function DataRights() {
  const { t, lang, price, href } = useI18n()
  const id = useId()
  /** The balance to be lost, once the customer opened the deletion (null while it loads). */
  const [balance, setBalance] = useState<number | null | undefined>(undefined)
  const [understood, setUnderstood] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const open = async () => {
    setBalance(null)
    setError('')
    try {
      const { data } = await authApi(lang).get('/api/bonuses')
      setBalance(data.balance)
    } catch {
      setBalance(undefined)
      setError(t('account.data.failed'))
    }
  }
  const remove = async () => {
    setBusy(true)
    setError('')
    try {
      await authApi(lang).post('/api/account/delete', {
        confirm: true,
      })
      signOutLocally()
      await navigate(href('/'))
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('account.data.failed'))
      setBusy(false)
    }
  }
  return (
    <section className="card account-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('account.data.title')}</h2>
      <p>{t('account.data.exportHint')}</p>
      <a className="button button--ghost" href="/api/account/data" download>
        {t('account.data.export')}
      </a>
      {balance === undefined ? (
        <button type="button" className="link-button" onClick={() => void open()}>
          {t('account.data.delete')}
        </button>
      ) : (
        <fieldset>
          <legend>{t('account.data.warningTitle')}</legend>
          <p>
            {balance === null
              ? t('common.loading')
              : t('account.data.warning', { amount: price(balance) })}
          </p>
          <label className="check">
            <input
              type="checkbox"
              checked={understood}
              disabled={balance === null}
              onChange={(event) => setUnderstood(event.target.checked)}
            />
            {t('account.data.understand')}
          </label>
          <div className="account-actions">
            <button
              type="button"
              className="button"
              disabled={!understood || busy}
              aria-busy={busy}
              onClick={() => void remove()}
            >
              {t('account.data.confirm')}
            </button>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setBalance(undefined)
                setUnderstood(false)
              }}
            >
              {t('account.data.keep')}
            </button>
          </div>
        </fieldset>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
