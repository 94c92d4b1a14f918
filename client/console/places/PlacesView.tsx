import { useData } from 'vike-react/useData'
import { RestaurantsAdmin } from '#client/console/places/RestaurantsAdmin'
import { ZonesAdmin } from '#client/console/places/ZonesAdmin'
import type { ViewData } from '#client/console/sections'
import { useI18n } from '#client/ui/i18n'
import '#client/console/places/places.css'

export function PlacesView() {
  const { t } = useI18n()
  const { zones, restaurants } = useData<ViewData<'places'>>()
  return (
    <div className="console-page">
      <h1>{t('pages.console.places.title')}</h1>
      <p className="console-muted">{t('operator.console.places.lead')}</p>
      <ZonesAdmin zones={zones} restaurants={restaurants} />
      <RestaurantsAdmin restaurants={restaurants} />
    </div>
  )
}
