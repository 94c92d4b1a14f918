import { useData } from 'vike-react/useData'
import { AuditTable } from '../../../../components/operator/AuditTable'
import { Pager } from '../../../../components/operator/Pager'
import { useI18n } from '../../../../i18n'
import type { AuditData } from './+data'

export default function Page() {
  const { t, href } = useI18n()
  const { data: entries, meta } = useData<AuditData>()
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
