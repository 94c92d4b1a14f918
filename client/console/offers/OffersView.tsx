import { useData } from 'vike-react/useData'
import { OffersAdmin } from '#client/console/offers/OffersAdmin'
import type { ViewData } from '#client/console/sections'
import { useI18n } from '#client/ui/i18n'

export function OffersView() {
  const { t } = useI18n()
  const { offers, choices } = useData<ViewData<'offers'>>()
  return (
    <div className="console-page">
      <h1>{t('pages.console.offers.title')}</h1>
      <p className="console-muted">{t('operator.console.offers.lead')}</p>
      <OffersAdmin offers={offers} choices={choices} />
    </div>
  )
}
