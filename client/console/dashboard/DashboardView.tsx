import { useEffect, useState } from 'react'
import { useData } from 'vike-react/useData'
import { consoleApi } from '#client/console/api'
import { Dashboard } from '#client/console/dashboard/Dashboard'
import { onOrderEvent } from '#client/console/orders/live'
import { useReloader } from '#client/console/orders/reloader'
import type { ViewData } from '#client/console/sections'
import { useI18n } from '#client/ui/i18n'

export function DashboardView() {
  const { t, lang } = useI18n()
  const data = useData<ViewData<'dashboard'>>()
  const [figures, setFigures] = useState(data.figures)
  // Another day chosen brings its own figures.
  useEffect(() => setFigures(data.figures), [data.figures])
  // The figures move with the orders: read again on each event of the console's feed.
  const request = useReloader(
    async () => {
      const query = { date: data.figures.date }
      setFigures((await consoleApi(lang).get('/api/operator/dashboard', { query })).data)
    },
    () => {},
  )
  useEffect(() => onOrderEvent(() => request()), [request])
  return (
    <div className="console-page">
      <h1>{t('pages.console.dashboard.title')}</h1>
      <form className="dashboard-day" method="get">
        <label htmlFor="dashboard-date">{t('operator.console.board.date')}</label>
        <input id="dashboard-date" type="date" name="date" defaultValue={figures.date} required />
        <button type="submit" className="button button--ghost button--small">
          {t('operator.console.dashboard.show')}
        </button>
        <a
          className="button button--small dashboard-day__export"
          href={`/api/operator/dashboard.csv?date=${figures.date}&lang=${lang}`}
          download
        >
          {t('operator.console.dashboard.export')}
        </a>
      </form>
      <Dashboard figures={figures} />
    </div>
  )
}
