import { useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import { hasRole } from '#shared/staff'
import { consoleApi } from '../api'
import type { ConsoleKitchen } from '../catalog-types'
import { useKitchenState } from '../places/kitchen-state'
import { useReloader } from './reloader'
import { loadStoreStatus, type StoreStatus } from './store-status'

/**
 * The shop's state above the board: a kitchen in busy mode or paused (until when, and why), and
 * how many dishes are stopped; a manager switches each back in one tap. Read again every 30 s.
 */
export function StoreStrip({ initial }: { initial: StoreStatus }) {
  const { t, tp, lang, href } = useI18n()
  const role = usePageContext().staff?.role
  const manages = role !== undefined && hasRole(role, 'manager')
  const [status, setStatus] = useState(initial)
  const { busy, errors, run } = useAction()
  const reload = useReloader(
    async () => setStatus(await loadStoreStatus(consoleApi(lang))),
    () => {},
  )
  const edit = (kitchen: ConsoleKitchen, body: object) =>
    void run(async () => {
      await consoleApi(lang).post(`/api/operator/kitchens/${kitchen.id}`, body)
      reload()
    })
  const stateOf = useKitchenState()
  const kitchens = status.kitchens.filter((kitchen) => kitchen.busy || kitchen.pause)
  if (kitchens.length === 0 && status.stopped === 0) return null
  return (
    <section className="store-strip" aria-label={t('operator.console.board.storeStatus')}>
      {kitchens.map((kitchen) => {
        const state = stateOf(kitchen)
        return (
          <p key={kitchen.id} className="store-strip__item" suppressHydrationWarning>
            <strong>{kitchen.name[lang]}</strong>
            {kitchen.pause && (
              <>
                {' '}
                {state.pause}
                {kitchen.pause.reason?.[lang] && ` · ${kitchen.pause.reason[lang]}`}
                {manages && (
                  <button
                    type="button"
                    className="button button--small"
                    disabled={busy}
                    onClick={() => edit(kitchen, { pause: { paused: false } })}
                  >
                    {t('operator.console.kitchens.resume')}
                  </button>
                )}
              </>
            )}
            {kitchen.busy && (
              <>
                {' '}
                {state.busy}
                {manages && (
                  <button
                    type="button"
                    className="button button--small"
                    disabled={busy}
                    onClick={() => edit(kitchen, { busy: { minutes: 0, until: null } })}
                  >
                    {t('operator.console.board.busyOff')}
                  </button>
                )}
              </>
            )}
          </p>
        )
      })}
      {status.stopped > 0 && (
        <p className="store-strip__item">
          <a href={href('/operator/menu')}>
            {tp('operator.console.board.stoppedDishes', status.stopped)}
          </a>
        </p>
      )}
      {errors.form && (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      )}
    </section>
  )
}
