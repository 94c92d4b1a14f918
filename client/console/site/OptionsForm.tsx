import { useId, useState } from 'react'
import { consoleApi } from '#client/console/api'
import { staleLanguages } from '#client/console/form/stale-languages'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import type { Site } from '#shared/contract/operator/site'
import { FIGURE_PLACEHOLDERS } from '#shared/figures'
import { LANGS, type Lang, SWITCHER_LABELS } from '#shared/locales'
import type { Localized } from '#shared/localized'
import '#client/console/menu/catalog.css'

const ALERTS = ['alert_message', 'alert_popup_message'] as const
type Alerts = Record<(typeof ALERTS)[number], Localized>
const EMPTY: Localized = { bg: '', ru: '', en: '', uk: '' }

/**
 * The site's two alerts (spec §3 site options) in the four languages: the banner over every page
 * and the popup shown once a visit. A language left empty shows none in that language.
 */
export function OptionsForm({ options }: { options: Site['options'] }) {
  const { t, lang } = useI18n()
  const [saved, setSaved] = useState<Alerts>({
    alert_message: options.alert_message ?? EMPTY,
    alert_popup_message: options.alert_popup_message ?? EMPTY,
  })
  const [alerts, setAlerts] = useState<Alerts>(saved)
  const [done, setDone] = useState('')
  // Languages an edit left behind are named once; saving again keeps them as they are.
  const [warned, setWarned] = useState(false)
  const { busy, errors, run } = useAction()
  const stale = ALERTS.map((alert) => ({
    alert,
    langs: staleLanguages(saved[alert], alerts[alert]),
  })).filter(({ langs }) => langs.length > 0)
  const edit = (next: Alerts) => {
    setAlerts(next)
    setWarned(false)
  }
  const save = () => {
    if (stale.length && !warned) return setWarned(true)
    return run(async () => {
      setDone('')
      await consoleApi(lang).post('/api/operator/site/options', alerts)
      setSaved(alerts)
      setWarned(false)
      setDone(t('operator.console.options.saved'))
    })
  }
  return (
    <form
      className="card form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <p className="field__hint">
        {t('operator.console.options.figures', { names: FIGURE_PLACEHOLDERS })}
      </p>
      {ALERTS.map((alert) => (
        <fieldset key={alert} className="alert-fields">
          <legend>{t(`operator.console.options.${alert}`)}</legend>
          <p className="field__hint">{t(`operator.console.options.${alert}Hint`)}</p>
          {LANGS.map((code) => (
            <AlertText
              key={code}
              lang={code}
              value={alerts[alert][code]}
              error={errors[`${alert}.${code}`]}
              onChange={(text) => edit({ ...alerts, [alert]: { ...alerts[alert], [code]: text } })}
            />
          ))}
        </fieldset>
      ))}
      <div className="field-error" role="alert">
        {errors.form}
        {warned &&
          stale.map(({ alert, langs }) => (
            <p key={alert}>
              {t('operator.console.options.stale', {
                alert: t(`operator.console.options.${alert}`),
                languages: langs.map((code) => SWITCHER_LABELS[code]).join(', '),
              })}
            </p>
          ))}
      </div>
      <p className="console-done" role="status">
        {done}
      </p>
      <button type="submit" className="button" disabled={busy}>
        {warned ? t('operator.console.options.saveAnyway') : t('account.save')}
      </button>
    </form>
  )
}

function AlertText(props: {
  lang: Lang
  value: string
  error: string | undefined
  onChange: (text: string) => void
}) {
  const id = useId()
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {SWITCHER_LABELS[props.lang]}
      </label>
      <textarea
        id={id}
        lang={props.lang}
        value={props.value}
        maxLength={1000}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.error && (
        <span className="field-error" id={`${id}-error`}>
          {props.error}
        </span>
      )}
    </div>
  )
}
