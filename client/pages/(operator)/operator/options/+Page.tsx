import { useData } from 'vike-react/useData'
import { OptionsForm } from '../../../../components/operator/OptionsForm'
import { useI18n } from '../../../../i18n'
import type { OptionsData } from './+data'

export default function Page() {
  const { t } = useI18n()
  const { options } = useData<OptionsData>()
  return (
    <div className="console-page">
      <h1>{t('pages.console.options.title')}</h1>
      <OptionsForm options={options} />
    </div>
  )
}
