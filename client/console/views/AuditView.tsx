import { useData } from 'vike-react/useData'
import { Pager } from '#client/console/form/Pager'
import { AuditTable } from '#client/console/staff/AuditTable'
import { useI18n } from '#client/ui/i18n'
import type { ViewData } from './data'

export function AuditView() {
  const { t, href } = useI18n()
  const { data: entries, meta } = useData<ViewData<'audit'>>()
  return (
    <div className="console-page">
      <h1>{t('pages.console.audit.title')}</h1>
      {entries.length ? (
        <AuditTable entries={entries} />
      ) : (
        <p className="empty">{t('operator.console.audit.empty')}</p>
      )}
      <Pager {...meta} link={(page) => `${href('/operator/audit')}?page=${page}`} />
    </div>
  )
}
