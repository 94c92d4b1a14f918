import { useData } from 'vike-react/useData'
import { useI18n } from '#client/i18n'
import { RestaurantsAdmin } from '../RestaurantsAdmin'
import { ZonesAdmin } from '../ZonesAdmin'
import type { ViewData } from './data'
import '../places.css'

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
