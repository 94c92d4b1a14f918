import { useData } from 'vike-react/useData'
import { Dashboard } from '../../../../components/operator/Dashboard'
import { useI18n } from '../../../../i18n'
import type { DashboardData } from './+data'

export default function Page() {
  const { t } = useI18n()
  const { figures } = useData<DashboardData>()
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
