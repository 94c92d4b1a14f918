import { useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { consoleApi } from '#client/console/api'
import { useAction } from '#client/console/form/useAction'
import { useKitchenState } from '#client/console/places/kitchen-state'
import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import type { ApiClient, BodyOf } from '#shared/api-client'
import type { OperatorKitchen } from '#shared/contract/operator/places'
import { hasRole } from '#shared/staff'
import { useReloader } from './reloader'
import { overdueHours } from './reminders'
import { loadStoreStatus, type StoreStatus } from './store-status'

/**
 * The shop's state above the board: a kitchen in busy mode or paused (until when, and why), and
 * how many dishes are stopped; a manager switches each back in one tap. Something set "until
 * switched back" that has run for hours asks whether it still holds (./reminders.ts), by the
 * server's clock. Read again every 30 s.
 */
export function StoreStrip({ initial }: { initial: StoreStatus }) {
  const { t, tp, lang, href } = useI18n()
  const { time } = useFormats()
  const role = usePageContext().staff?.role
  const manages = role !== undefined && hasRole(role, 'manager')
  const cooks = role !== undefined && hasRole(role, 'kitchen')
  const [status, setStatus] = useState(initial)
  const { busy, errors, run } = useAction()
  const reload = useReloader(
    async () => setStatus(await loadStoreStatus(consoleApi(lang))),
    () => {},
  )
  const send = (change: (api: ApiClient) => Promise<unknown>) =>
    void run(async () => {
      await change(consoleApi(lang))
      reload()
    })
  const edit = (kitchen: OperatorKitchen, body: BodyOf<'/api/operator/kitchens/{id}'>) =>
    send((api) => api.post('/api/operator/kitchens/{id}', body, { params: kitchen }))
  const stateOf = useKitchenState()
  const { now } = status
  const kitchens = status.kitchens.filter((kitchen) => kitchen.busy || kitchen.pause)
  const forgotten = status.stopped.untilSwitchedBack.flatMap((dish) => {
    const hours = overdueHours('dish', { until: null, since: dish.since }, now)
    return hours === null || dish.since === null ? [] : [{ ...dish, since: dish.since, hours }]
  })
  if (kitchens.length === 0 && status.stopped.count === 0) return null
  return (
    <section className="store-strip" aria-label={t('operator.console.board.storeStatus')}>
      {kitchens.map((kitchen) => {
        const state = stateOf(kitchen)
        const { pause, busy: busyMode } = kitchen
        const pausedHours = pause && overdueHours('pause', pause, now)
        const busyHours = busyMode && overdueHours('busy', busyMode, now)
        return (
          <p key={kitchen.id} className="store-strip__item" suppressHydrationWarning>
            <strong>{kitchen.name[lang]}</strong>
            {pause && (
              <>
                {' '}
                {pausedHours && pause.since
                  ? t('operator.console.board.pausedLong', {
                      time: time(pause.since),
                      hours: pausedHours,
                    })
                  : state.pause}
                {pause.reason?.[lang] && ` · ${pause.reason[lang]}`}
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
            {busyMode && (
              <>
                {' '}
                {busyHours && busyMode.since
                  ? t('operator.console.board.busyLong', {
                      minutes: busyMode.minutes,
                      time: time(busyMode.since),
                      hours: busyHours,
                    })
                  : state.busy}
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
      {status.stopped.count > 0 && (
        <p className="store-strip__item">
          <a href={href('/operator/menu')}>
            {tp('operator.console.board.stoppedDishes', status.stopped.count)}
          </a>
        </p>
      )}
      {forgotten.map((dish) => (
        <p key={dish.id} className="store-strip__item" suppressHydrationWarning>
          {t('operator.console.board.dishLong', {
            name: dish.name[lang],
            time: time(dish.since),
            hours: dish.hours,
          })}
          {cooks && (
            <button
              type="button"
              className="button button--small"
              disabled={busy}
              onClick={() =>
                send((api) =>
                  api.post(
                    '/api/operator/products/{id}/availability',
                    { available: true },
                    { params: dish },
                  ),
                )
              }
            >
              {t('operator.console.board.dishBack')}
            </button>
          )}
        </p>
      ))}
      {errors.form && (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      )}
    </section>
  )
}
