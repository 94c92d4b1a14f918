import { useState } from 'react'
import { useData } from 'vike-react/useData'
import { PhotoField } from '#client/console/menu/PhotoField'
import type { ViewData } from '#client/console/sections'
import { OptionsForm } from '#client/console/site/OptionsForm'
import { OrderLimitsForm } from '#client/console/site/OrderLimitsForm'
import { useI18n } from '#client/ui/i18n'
import { useSite } from '#client/ui/site'

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
        at={{ path: '/api/operator/site/banner' }}
        onChange={setBanner}
      />
    </div>
  )
}
