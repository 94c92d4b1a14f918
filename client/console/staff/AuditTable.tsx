import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import { TableScroll } from '#client/ui/TableScroll'
import { AUDIT_ACTIONS, auditActionKey } from '#shared/audit'
import type { AuditEntry } from '#shared/contract/operator/staff'
import { changeLines } from './audit-change'

/** The audit log, newest first: when, who, what, to what, the change, from where. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t, price } = useI18n()
  const { dateTime } = useFormats()
  // Each action by its name in the staff member's language; one this build does not know (an
  // older or newer server's) by its code.
  const actionName = (action: string) => {
    const known = AUDIT_ACTIONS.find((a) => a === action)
    return known ? t(auditActionKey(known)) : action
  }
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
              <td>{actionName(entry.action)}</td>
              <td>{entry.target ? `${entry.target.type} ${entry.target.id}` : '—'}</td>
              <td className="audit-table__change">
                <ul className="audit-table__lines">
                  {changeLines(entry.before, entry.after, entry.details, price).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </td>
              <td>{entry.ip ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}
