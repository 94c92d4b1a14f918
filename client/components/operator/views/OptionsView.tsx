import { useData } from 'vike-react/useData'
import { useI18n } from '../../../i18n'
import { OptionsForm } from '../OptionsForm'
import type { ViewData } from './data'

export function OptionsView() {
  const { t } = useI18n()
  const { options } = useData<ViewData<'options'>>()
  return (
    <div className="console-page">
      <h1>{t('pages.console.options.title')}</h1>
      <OptionsForm options={options} />
    </div>
  )
}
