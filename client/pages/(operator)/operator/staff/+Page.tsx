import { useData } from 'vike-react/useData'
import { StaffAdmin } from '../../../../components/operator/StaffAdmin'
import { useI18n } from '../../../../i18n'
import type { StaffData } from './+data'

export default function Page() {
  const { t } = useI18n()
  const { staff } = useData<StaffData>()
  return (
    <div className="console-page">
      <h1>{t('pages.console.staff.title')}</h1>
      <StaffAdmin staff={staff} />
    </div>
  )
}
