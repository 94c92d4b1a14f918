import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import { TableScroll } from '#client/ui/TableScroll'
import type { RedirectRule } from '#shared/contract/operator/site'

type Props = {
  rules: RedirectRule[]
  onEdit: (rule: RedirectRule) => void
  onDelete: (rule: RedirectRule) => void
}

/** The operator's rules by source path: target, status, note, when added; edit and delete. */
export function RedirectTable({ rules, onEdit, onDelete }: Props) {
  const { t } = useI18n()
  const { dateTime } = useFormats()
  if (rules.length === 0)
    return <p className="console-muted">{t('operator.console.redirects.none')}</p>
  return (
    <TableScroll name={t('operator.console.redirects.list')}>
      <table className="table redirect-table">
        <caption className="visually-hidden">{t('operator.console.redirects.list')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('operator.console.redirects.from')}</th>
            <th scope="col">{t('operator.console.redirects.to')}</th>
            <th scope="col">{t('operator.console.redirects.status')}</th>
            <th scope="col">{t('operator.console.redirects.note')}</th>
            <th scope="col">{t('operator.console.redirects.createdAt')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('operator.console.redirects.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rules.map((rule) => (
            <tr key={rule.id}>
              <th scope="row" className="redirect-table__path">
                {rule.from}
              </th>
              <td className="redirect-table__path">{rule.to}</td>
              <td>{rule.status}</td>
              <td className="redirect-table__note">{rule.note}</td>
              <td suppressHydrationWarning>{dateTime(rule.createdAt)}</td>
              <td>
                <div className="console-actions">
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={t('operator.console.redirects.editFrom', { from: rule.from })}
                    onClick={() => onEdit(rule)}
                  >
                    {t('operator.console.redirects.edit')}
                  </button>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={t('operator.console.redirects.deleteFrom', { from: rule.from })}
                    onClick={() => onDelete(rule)}
                  >
                    {t('operator.console.redirects.delete')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}
