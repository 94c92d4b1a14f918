import { useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useI18n } from '#client/ui/i18n'
import type { StaffView } from '#shared/contract/operator/staff'
import { StaffCreateForm } from './StaffCreateForm'
import { StaffDialog } from './StaffDialog'

/** Every staff account, a form for a new one, and a dialog to manage each. */
export function StaffAdmin({ staff: initial }: { staff: StaffView[] }) {
  const { t } = useI18n()
  const me = usePageContext().staff
  const [staff, setStaff] = useState(initial)
  const [open, setOpen] = useState<number | null>(null)
  const replace = (member: StaffView) =>
    setStaff((all) => all.map((other) => (other.id === member.id ? member : other)))
  const member = staff.find((other) => other.id === open)
  return (
    <div className="console-columns console-columns--wide">
      <section className="card" aria-labelledby="staff-list-title">
        <h2 id="staff-list-title">{t('operator.console.staff.list')}</h2>
        <ul className="staff-list">
          {staff.map((other) => (
            <li
              key={other.id}
              className="staff-list__item"
              data-inactive={other.active ? undefined : 'true'}
            >
              <div className="staff-list__who">
                <strong>{other.name}</strong>
                <span className="console-muted">{other.email}</span>
              </div>
              <span className="console-role">{t(`operator.console.role.${other.role}`)}</span>
              <span className="console-muted">
                {t(
                  other.active
                    ? 'operator.console.staff.enabled'
                    : 'operator.console.staff.disabled',
                )}
                {other.totpEnabled && ` · ${t('operator.console.staff.twoStep')}`}
              </span>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => setOpen(other.id)}
                aria-label={t('operator.console.staff.manageName', { name: other.name })}
              >
                {t('operator.console.staff.manage')}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="staff-create-title">
        <h2 id="staff-create-title">{t('operator.console.staff.new')}</h2>
        <StaffCreateForm onCreated={(created) => setStaff((all) => [...all, created])} />
      </section>
      {member && (
        <StaffDialog
          member={member}
          self={member.id === me?.id}
          onClose={() => setOpen(null)}
          onChange={replace}
        />
      )}
    </div>
  )
}
