import { useState } from 'react'
import { useData } from 'vike-react/useData'
import { useI18n } from '#client/i18n'
import { useSite } from '#client/site'
import { OptionsForm } from '../OptionsForm'
import { OrderLimitsForm } from '../OrderLimitsForm'
import { PhotoField } from '../PhotoField'
import type { ViewData } from './data'

export function OptionsView() {
  const { t } = useI18n()
  const { options, orderLimits } = useData<ViewData<'options'>>()
  const [banner, setBanner] = useState(useSite().banner?.image ?? null)
  return (
    <div className="console-page">
      <h1>{t('pages.console.options.title')}</h1>
      <OptionsForm options={options} />
      <OrderLimitsForm limits={orderLimits} />
      <PhotoField
        label={t('operator.console.photo.banner')}
        image={banner}
        kind="banner"
        path="/api/operator/site/banner"
        onChange={setBanner}
      />
    </div>
  )
}
