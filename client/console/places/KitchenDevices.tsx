import { useCallback, useEffect, useState } from 'react'
import { TotpQr } from '#client/console/account/TotpQr'
import { consoleApi } from '#client/console/api'
import { useAction } from '#client/console/form/useAction'
import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import type { Answer } from '#shared/contract/http'
import type { kitchenDeviceCode, kitchenDevices } from '#shared/contract/push'

type Device = Answer<typeof kitchenDevices>['data'][number]
type Code = Answer<typeof kitchenDeviceCode>['data']

/**
 * A kitchen's push devices (issue 39): a one-time code shown as a QR code for a tablet or phone to
 * register with (no staff sign-in there), and the devices registered, each revoked here.
 */
export function KitchenDevices({ kitchenId }: { kitchenId: number }) {
  const { t, lang } = useI18n()
  const { time, dateTime } = useFormats()
  const [devices, setDevices] = useState<Device[]>([])
  const [code, setCode] = useState<(Code & { url: string }) | null>(null)
  const { busy, errors, run } = useAction()
  const load = useCallback(
    () =>
      consoleApi(lang)
        .get('/api/operator/kitchens/{id}/devices', { params: { id: kitchenId } })
        .then(({ data }) => setDevices(data)),
    [kitchenId, lang],
  )
  useEffect(() => {
    load().catch(() => {})
  }, [load])
  const newCode = () =>
    run(async () => {
      const { data } = await consoleApi(lang).post(
        '/api/operator/kitchens/{id}/device-codes',
        undefined,
        {
          params: { id: kitchenId },
        },
      )
      setCode({ ...data, url: new URL(data.path, window.location.origin).href })
    })
  const revoke = (device: Device) =>
    run(async () => {
      await consoleApi(lang).delete('/api/operator/kitchen-devices/{id}', {
        params: { id: device.id },
      })
      await load()
    })
  return (
    <fieldset className="kitchen-devices">
      <legend>{t('operator.console.devices.title')}</legend>
      <p className="field__hint">{t('operator.console.devices.hint')}</p>
      {code ? (
        <div className="kitchen-devices__code">
          <TotpQr uri={code.url} label={t('operator.console.devices.qr')} />
          <p>
            {t('operator.console.devices.scan', { time: time(code.expiresAt) })}{' '}
            <a href={code.url} className="kitchen-devices__link">
              {t('operator.console.devices.link')}
            </a>
          </p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void load().catch(() => {})}
          >
            {t('operator.console.devices.refresh')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => void newCode()}
        >
          {t('operator.console.devices.register')}
        </button>
      )}
      {devices.length > 0 ? (
        <ul className="kitchen-devices__list">
          {devices.map((device) => (
            <li key={device.id}>
              <span>
                {device.label}{' '}
                <span className="field__hint">
                  {t('operator.console.devices.since', { date: dateTime(device.createdAt) })}
                </span>
              </span>
              <button
                type="button"
                className="link-button"
                disabled={busy}
                aria-label={t('operator.console.devices.revokeDevice', { device: device.label })}
                onClick={() => void revoke(device)}
              >
                {t('operator.console.devices.revoke')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="field__hint">{t('operator.console.devices.none')}</p>
      )}
      <p className="field-error" role="alert">
        {errors.form}
      </p>
    </fieldset>
  )
}
