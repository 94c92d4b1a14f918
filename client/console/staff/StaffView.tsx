import { useData } from 'vike-react/useData'
import type { ViewData } from '#client/console/sections'
import { StaffAdmin } from '#client/console/staff/StaffAdmin'
import { useI18n } from '#client/ui/i18n'

export function StaffView() {
  const { t } = useI18n()
  const { staff } = useData<ViewData<'staff'>>()
  return (
    <div className="console-page">
      <h1>{t('pages.console.staff.title')}</h1>
      <StaffAdmin staff={staff} />
    </div>
  )
}
