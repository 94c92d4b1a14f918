import { useRef, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { browserApi } from '#client/ui/api'
import { useI18n } from '#client/ui/i18n'
import { useLazyMap } from '#client/ui/map/useLazyMap'
import type { Region } from '#shared/contract/places'
import '#client/ui/map/map.css'

/**
 * The delivery zones on a map, coloured as in the list above it. It loads when scrolled to; the
 * list alone says everything (without JavaScript, or with no zone drawn, there is no map).
 */
export function ZonesMap({ regions }: { regions: Region[] }) {
  const { t, lang } = useI18n()
  const { tiles } = usePageContext()
  const ref = useRef<HTMLElement>(null)
  const [empty, setEmpty] = useState(false)
  const failed = useLazyMap(ref, async (element) => {
    const [{ data }, { showZones }] = await Promise.all([
      browserApi(lang).get('/api/get-regions/areas'),
      import('./zones-layer'),
    ])
    const zones = data.flatMap(({ regionId, area }) => {
      const index = regions.findIndex((r) => r.id === regionId)
      return index < 0 ? [] : [{ name: regions[index]!.name, area, index }]
    })
    if (zones.length === 0) {
      setEmpty(true)
      return () => {}
    }
    return showZones(element, tiles, zones)
  })
  if (empty || failed) return null
  return (
    <section
      ref={ref}
      className="shop-map"
      aria-label={t('delivery.mapLabel')}
      data-testid="zones-map"
    />
  )
}
