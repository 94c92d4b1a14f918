import { useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { consoleApi } from '#client/console/api'
import { Field, SelectField } from '#client/console/form/Field'
import { parseCount, parseEuros, toEuros } from '#client/console/form/price-input'
import { useAction } from '#client/console/form/useAction'
import { stopUntil } from '#client/console/menu/stop-until'
import { useI18n } from '#client/ui/i18n'
import type { OperatorKitchen } from '#shared/contract/operator/places'
import { LANGS, type Lang, SWITCHER_LABELS } from '#shared/locales'
import type { Localized } from '#shared/localized'
import { hasRole } from '#shared/staff'
import { KitchenDevices } from './KitchenDevices'
import { useKitchenState } from './kitchen-state'
import './kitchens.css'

/** Busy mode's choices, in minutes added to every promise. */
const BUSY_MINUTES = [0, 10, 15, 20, 30, 45, 60, 90]
const NO_REASON: Localized = { bg: '', ru: '', en: '', uk: '' }

/** A time of day typed in the console (HH:MM, the next one to come), or null for none. */
const untilOf = (timeOfDay: string) =>
  (timeOfDay ? stopUntil('time', timeOfDay, new Date()) : null)?.toISOString() ?? null

/**
 * One kitchen's evening: busy mode's extra minutes, a pause of online orders (until a time, with a
 * reason in the four languages), how it promises its time and its capacity per 15-minute slot;
 * each saved on its own.
 */
export function KitchenPanel({ kitchen: initial }: { kitchen: OperatorKitchen }) {
  const { t, lang } = useI18n()
  const { staff } = usePageContext()
  const [kitchen, setKitchen] = useState(initial)
  const [busyMinutes, setBusyMinutes] = useState(initial.busy?.minutes ?? 0)
  const [busyUntil, setBusyUntil] = useState('')
  const [pauseUntil, setPauseUntil] = useState('')
  const [reason, setReason] = useState<Localized>(initial.pause?.reason ?? NO_REASON)
  const [pace, setPace] = useState({
    prepMinutes: String(initial.prepMinutes),
    queueOrders: String(initial.queueOrders),
    queueMinutes: String(initial.queueMinutes),
    slotOrders: initial.slotOrders === null ? '' : String(initial.slotOrders),
    slotAmount: initial.slotAmount === null ? '' : toEuros(initial.slotAmount),
  })
  const [done, setDone] = useState('')
  const { busy: sending, errors, run } = useAction()
  const save = (body: object) =>
    run(async () => {
      setDone('')
      const answer = await consoleApi(lang).post('/api/operator/kitchens/{id}', body, {
        params: { id: kitchen.id },
      })
      setKitchen(answer.data)
      setDone(t('operator.console.kitchens.saved'))
    })
  const state = useKitchenState()(kitchen)
  const busyState = state.busy ?? t('operator.console.kitchens.busyOff')
  const pauseState = state.pause ?? t('operator.console.kitchens.open')
  const id = `kitchen-${kitchen.id}`
  return (
    <section className="card form kitchen-panel" aria-labelledby={id}>
      <h2 id={id}>{kitchen.name[lang]}</h2>

      <fieldset>
        <legend>{t('operator.console.kitchens.ordering')}</legend>
        <p
          className="kitchen-panel__state"
          data-paused={kitchen.pause !== null}
          suppressHydrationWarning
        >
          {pauseState}
        </p>
        {kitchen.pause ? (
          <button
            type="button"
            className="button"
            disabled={sending}
            onClick={() => void save({ pause: { paused: false } })}
          >
            {t('operator.console.kitchens.resume')}
          </button>
        ) : (
          <>
            <Field
              label={t('operator.console.kitchens.until')}
              type="time"
              value={pauseUntil}
              error={errors['pause.until']}
              onChange={(event) => setPauseUntil(event.target.value)}
            />
            <fieldset className="kitchen-panel__reason">
              <legend>{t('operator.console.kitchens.reason')}</legend>
              {LANGS.map((code: Lang) => (
                <Field
                  key={code}
                  label={SWITCHER_LABELS[code]}
                  lang={code}
                  maxLength={200}
                  value={reason[code]}
                  error={errors[`pause.reason.${code}`]}
                  onChange={(event) => setReason({ ...reason, [code]: event.target.value })}
                />
              ))}
            </fieldset>
            <button
              type="button"
              className="button button--danger"
              disabled={sending}
              onClick={() =>
                void save({ pause: { paused: true, until: untilOf(pauseUntil), reason } })
              }
            >
              {t('operator.console.kitchens.pause')}
            </button>
          </>
        )}
      </fieldset>

      <fieldset>
        <legend>{t('operator.console.kitchens.busy')}</legend>
        <p className="kitchen-panel__state" suppressHydrationWarning>
          {busyState}
        </p>
        <div className="kitchen-panel__row">
          <SelectField
            label={t('operator.console.kitchens.busyMinutes')}
            value={busyMinutes}
            error={errors['busy.minutes']}
            onChange={(event) => setBusyMinutes(Number(event.target.value))}
          >
            {BUSY_MINUTES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes
                  ? t('operator.console.kitchens.busyOn', { minutes })
                  : t('operator.console.kitchens.busyOff')}
              </option>
            ))}
          </SelectField>
          <Field
            label={t('operator.console.kitchens.until')}
            type="time"
            value={busyUntil}
            error={errors['busy.until']}
            onChange={(event) => setBusyUntil(event.target.value)}
          />
        </div>
        <button
          type="button"
          className="button button--ghost"
          disabled={sending}
          onClick={() => void save({ busy: { minutes: busyMinutes, until: untilOf(busyUntil) } })}
        >
          {t('operator.console.kitchens.setBusy')}
        </button>
      </fieldset>

      <fieldset>
        <legend>{t('operator.console.kitchens.pace')}</legend>
        <div className="kitchen-panel__row">
          {(['prepMinutes', 'queueOrders', 'queueMinutes', 'slotOrders'] as const).map((name) => (
            <Field
              key={name}
              label={t(`operator.console.kitchens.${name}`)}
              type="number"
              inputMode="numeric"
              min={0}
              value={pace[name]}
              error={errors[name]}
              onChange={(event) => setPace({ ...pace, [name]: event.target.value })}
            />
          ))}
          <Field
            label={t('operator.console.kitchens.slotAmount')}
            inputMode="decimal"
            value={pace.slotAmount}
            error={errors.slotAmount}
            onChange={(event) => setPace({ ...pace, slotAmount: event.target.value })}
          />
        </div>
        <button
          type="button"
          className="button button--ghost"
          disabled={sending}
          onClick={() =>
            void save({
              prepMinutes: Number(pace.prepMinutes),
              queueOrders: Number(pace.queueOrders),
              queueMinutes: Number(pace.queueMinutes),
              // Empty is no limit; a typo goes as typed, for the API to name the field.
              slotOrders: parseCount(pace.slotOrders) ?? (pace.slotOrders.trim() || null),
              slotAmount: pace.slotAmount.trim()
                ? (parseEuros(pace.slotAmount) ?? pace.slotAmount)
                : null,
            })
          }
        >
          {t('account.save')}
        </button>
      </fieldset>

      <p className="field-error" role="alert">
        {errors.form}
      </p>
      <p className="console-done" role="status">
        {done}
      </p>
      {staff && hasRole(staff.role, 'manager') && <KitchenDevices kitchenId={kitchen.id} />}
    </section>
  )
}
