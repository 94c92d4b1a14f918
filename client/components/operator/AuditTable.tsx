import { useI18n } from '../../i18n'
import { useFormats } from '../account/format'
import { TableScroll } from '../ui/TableScroll'
import type { AuditEntry } from './types'

const compact = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value)

/** What changed: before → after (a creation has no before), then any details. */
function change(entry: AuditEntry): string {
  const [before, after, details] = [entry.before, entry.after, entry.details].map(compact)
  const moved = before || after ? `${before} → ${after}`.trim() : ''
  return [moved, details].filter(Boolean).join(' ')
}

/** The audit log, newest first: when, who, what, to what, the change, from where. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useI18n()
  const { dateTime } = useFormats()
  return (
    <TableScroll name={t('pages.console.audit.title')}>
      <table className="table audit-table">
        <caption className="visually-hidden">{t('pages.console.audit.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('operator.console.audit.at')}</th>
            <th scope="col">{t('operator.console.audit.who')}</th>
            <th scope="col">{t('operator.console.audit.action')}</th>
            <th scope="col">{t('operator.console.audit.target')}</th>
            <th scope="col">{t('operator.console.audit.change')}</th>
            <th scope="col">{t('operator.console.audit.ip')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td suppressHydrationWarning>{dateTime(entry.at)}</td>
              <td>{entry.staff?.name ?? '—'}</td>
              <td>
                <code>{entry.action}</code>
              </td>
              <td>{entry.target ? `${entry.target.type} ${entry.target.id}` : '—'}</td>
              <td className="audit-table__change">{change(entry)}</td>
              <td>{entry.ip ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}
