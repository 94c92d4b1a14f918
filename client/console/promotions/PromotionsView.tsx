import { useData } from 'vike-react/useData'
import { PromotionsAdmin } from '#client/console/promotions/PromotionsAdmin'
import type { ViewData } from '#client/console/sections'
import { useI18n } from '#client/ui/i18n'

export function PromotionsView() {
  const { t } = useI18n()
  const { promotions, offers } = useData<ViewData<'promotions'>>()
  return (
    <div className="console-page">
      <h1>{t('pages.console.promotions.title')}</h1>
      <p className="console-muted">{t('operator.console.promotions.lead')}</p>
      <PromotionsAdmin promotions={promotions} offers={offers} />
    </div>
  )
}
