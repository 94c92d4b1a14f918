import { useEffect, useState } from 'react'
import { consoleApi } from '#client/console/api'
import { useI18n } from '#client/ui/i18n'
import { askForPush, pushSupported } from '#client/ui/push'
import { isApiError } from '#shared/api-client'

/**
 * A kitchen device's registration (issue 39): the code from the QR code's fragment (never sent
 * to the server in a URL), the browser's permission from a tap, and the subscription registered
 * for the kitchen the code was made for.
 */
export default function Page() {
  const { t, lang } = useI18n()
  /** The code from the fragment; null until read (the server never sees a fragment). */
  const [code, setCode] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const [kitchen, setKitchen] = useState('')
  const [supported, setSupported] = useState(true)
  useEffect(() => {
    setSupported(pushSupported())
    setCode(window.location.hash.slice(1))
    // The code is spent once used; it need not stay in the address bar or the history.
    history.replaceState(null, '', window.location.pathname)
  }, [])
  const register = async () => {
    setBusy(true)
    setMessage('')
    try {
      const api = consoleApi(lang)
      const { data: key } = await api.get('/api/push/key')
      if (!key.publicKey) return setMessage(t('operator.console.devices.unavailable'))
      const registration = (await navigator.serviceWorker?.getRegistration('/')) ?? null
      const asked = await askForPush(registration, key.publicKey)
      if (asked.outcome !== 'subscribed')
        return setMessage(t(`operator.console.devices.${asked.outcome}`))
      const { data } = await api.post('/api/kitchen-devices', {
        code: code ?? '',
        ...asked.subscription,
      })
      setKitchen(data.kitchen)
    } catch (failure) {
      setMessage(
        isApiError(failure)
          ? (failure.errors?.code ?? failure.message)
          : t('operator.console.devices.failed'),
      )
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="card console-sign-in">
      <h1>{t('pages.console.device.title')}</h1>
      {kitchen ? (
        <p role="status">{t('operator.console.devices.registered', { kitchen })}</p>
      ) : (
        <>
          <p className="console-muted">{t('operator.console.devices.lead')}</p>
          <button
            type="button"
            className="button"
            disabled={busy || !code || !supported}
            onClick={() => void register()}
          >
            {t('operator.console.devices.turnOn')}
          </button>
          <p className="field-error" role="alert">
            {!supported
              ? t('operator.console.devices.unsupported')
              : code === ''
                ? t('operator.console.devices.noCode')
                : message}
          </p>
        </>
      )}
    </section>
  )
}
