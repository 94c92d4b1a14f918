import { useData } from 'vike-react/useData'
import { Dashboard } from '#client/console/dashboard/Dashboard'
import { useI18n } from '#client/ui/i18n'
import type { ViewData } from './data'

export function DashboardView() {
  const { t } = useI18n()
  const { figures } = useData<ViewData<'dashboard'>>()
  return (
    <div className="console-page">
      <h1>{t('pages.console.dashboard.title')}</h1>
      <form className="dashboard-day" method="get">
        <label htmlFor="dashboard-date">{t('operator.console.board.date')}</label>
        <input id="dashboard-date" type="date" name="date" defaultValue={figures.date} required />
        <button type="submit" className="button button--ghost button--small">
          {t('operator.console.dashboard.show')}
        </button>
      </form>
      <Dashboard figures={figures} />
    </div>
  )
}
