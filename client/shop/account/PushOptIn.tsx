import { useEffect, useState } from 'react'
import { serviceWorkerReady } from '#client/shop/pwa/registration'
import { authApi } from '#client/shop/stores/auth'
import { useI18n } from '#client/ui/i18n'
import { askForPush, pushPublicKey, pushSupported } from '#client/ui/push'
import type { OrderDetail } from './types'

/** An order past these is told nothing more: no offer to be told. */
const OVER = ['completed', 'cancelled']

type State = 'off' | 'asking' | 'on' | 'denied' | 'unavailable' | 'failed'

/**
 * "Tell me here when it is on its way" (issue 39): from the tap only, the browser's permission,
 * then this device is told the order's news by push instead of texts (the profile lists it).
 */
export function PushOptIn({ order }: { order: OrderDetail }) {
  const { t, lang } = useI18n()
  const [publicKey, setPublicKey] = useState<string | null>(null)
  const [state, setState] = useState<State>('off')
  useEffect(() => {
    // Only where push can work, and the shop has it switched on (VAPID keys).
    if (!pushSupported()) return
    if (Notification.permission === 'denied') setState('denied')
    pushPublicKey(lang)
      .then(setPublicKey)
      .catch(() => {})
  }, [lang])
  if (!publicKey || (OVER.includes(order.status) && state !== 'on')) return null
  const turnOn = async () => {
    setState('asking')
    try {
      const asked = await askForPush(await serviceWorkerReady(), publicKey)
      if (asked.outcome !== 'subscribed') return setState(asked.outcome)
      await authApi(lang).post('/api/push/devices', asked.subscription)
      setState('on')
    } catch {
      setState('failed')
    }
  }
  return (
    <div className="push-opt-in">
      {state === 'on' ? (
        <p role="status">{t('account.push.on')}</p>
      ) : (
        <>
          <button
            type="button"
            className="button button--ghost"
            disabled={state === 'asking' || state === 'denied'}
            onClick={() => void turnOn()}
          >
            {t('account.push.turnOn')}
          </button>
          <p className="field__hint" role="status">
            {state === 'off' || state === 'asking'
              ? t('account.push.hint')
              : t(`account.push.${state}`)}
          </p>
        </>
      )}
    </div>
  )
}
