import { useEffect, useId, useState } from 'react'
import { authApi } from '#client/shop/stores/auth'
import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import { pushPublicKey } from '#client/ui/push'
import type { Answer } from '#shared/contract/http'
import type { devices as devicesRoute } from '#shared/contract/push'

type Device = Answer<typeof devicesRoute>['data'][number]

/**
 * The devices told about the customer's orders by push (issue 39), each switched off here: its
 * status texts come back.
 */
export function PushDevices() {
  const { t, lang } = useI18n()
  const { dateTime } = useFormats()
  const id = useId()
  const [devices, setDevices] = useState<Device[] | null>(null)
  const [error, setError] = useState('')
  useEffect(() => {
    Promise.all([pushPublicKey(lang), authApi(lang).get('/api/push/devices')])
      // A shop without push, and no device from before it was switched off: nothing to show.
      .then(([key, { data }]) => setDevices(key || data.length ? data : null))
      .catch(() => setDevices(null))
  }, [lang])
  const switchOff = async (device: Device) => {
    setError('')
    try {
      await authApi(lang).delete('/api/push/devices/{id}', { params: { id: device.id } })
      setDevices((list) => list?.filter((d) => d.id !== device.id) ?? null)
    } catch {
      setError(t('account.push.failed'))
    }
  }
  if (!devices) return null
  return (
    <section className="card account-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('account.push.devices')}</h2>
      {devices.length === 0 && <p className="field__hint">{t('account.push.none')}</p>}
      {devices.length > 0 && (
        <ul className="push-devices">
          {devices.map((device) => (
            <li key={device.id} className="push-device">
              <span>
                {device.label}
                <span className="field__hint" suppressHydrationWarning>
                  {' · '}
                  {t('account.push.since', { date: dateTime(device.createdAt) })}
                </span>
              </span>
              <button
                type="button"
                className="link-button"
                aria-label={t('account.push.switchOffDevice', { device: device.label })}
                onClick={() => void switchOff(device)}
              >
                {t('account.push.switchOff')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="field-error" role="alert">
        {error}
      </p>
    </section>
  )
}
