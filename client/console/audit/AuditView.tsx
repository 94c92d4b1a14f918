import { useData } from 'vike-react/useData'
import { Field, SelectField } from '#client/console/form/Field'
import { Pager } from '#client/console/form/Pager'
import type { ViewData } from '#client/console/sections'
import { AuditTable } from '#client/console/staff/AuditTable'
import { auditPageQuery } from '#client/console/staff/audit-filters'
import { useI18n } from '#client/ui/i18n'
import { AUDIT_ACTIONS, auditActionKey } from '#shared/audit'

export function AuditView() {
  const { t, href } = useI18n()
  const { data: entries, meta, filters, people } = useData<ViewData<'audit'>>()
  const path = href('/operator/audit')
  const actions = AUDIT_ACTIONS.map((action) => ({ action, label: t(auditActionKey(action)) }))
  actions.sort((a, b) => a.label.localeCompare(b.label))
  return (
    <div className="console-page">
      <h1>{t('pages.console.audit.title')}</h1>
      {/* A plain GET form: the filters are the page's address, to reload, share or go back to. */}
      <form
        // A new address brings its filters' choices (the fields are uncontrolled).
        key={auditPageQuery(filters, 1)}
        className="board-filters audit-filters"
        method="get"
        action={path}
        aria-label={t('operator.console.audit.filters')}
      >
        <SelectField
          label={t('operator.console.audit.person')}
          name="staff"
          defaultValue={filters.staff ?? ''}
        >
          <option value="">{t('operator.console.audit.everyone')}</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('operator.console.audit.action')}
          name="action"
          defaultValue={filters.action ?? ''}
        >
          <option value="">{t('operator.console.audit.anyAction')}</option>
          {actions.map(({ action, label }) => (
            <option key={action} value={action}>
              {label}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('operator.console.audit.order')}
          name="order"
          inputMode="numeric"
          defaultValue={filters.order ?? ''}
        />
        <div className="audit-filters__actions">
          <button type="submit" className="button button--small">
            {t('operator.console.audit.filter')}
          </button>
          <a className="button button--ghost button--small" href={path}>
            {t('operator.console.audit.clear')}
          </a>
        </div>
      </form>
      {entries.length ? (
        <AuditTable entries={entries} />
      ) : (
        <p className="empty">{t('operator.console.audit.empty')}</p>
      )}
      <Pager {...meta} link={(page) => `${path}${auditPageQuery(filters, page)}`} />
    </div>
  )
}
