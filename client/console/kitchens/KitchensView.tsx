import { useData } from 'vike-react/useData'
import { KitchenPanel } from '#client/console/places/KitchenPanel'
import type { ViewData } from '#client/console/sections'
import { useI18n } from '#client/ui/i18n'

export function KitchensView() {
  const { t } = useI18n()
  const { kitchens } = useData<ViewData<'kitchens'>>()
  return (
    <div className="console-page">
      <h1>{t('pages.console.kitchens.title')}</h1>
      <p className="field__hint">{t('pages.console.kitchens.description')}</p>
      <div className="kitchen-panels">
        {kitchens.map((kitchen) => (
          <KitchenPanel key={kitchen.id} kitchen={kitchen} />
        ))}
      </div>
    </div>
  )
}
