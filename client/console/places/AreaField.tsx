import { useEffect, useRef } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { TextAreaField } from '#client/console/form/Field'
import { useI18n } from '#client/ui/i18n'
import { useLazyMap } from '#client/ui/map/useLazyMap'
import type { Area } from '#shared/area'
import type { AreaDrawing } from './area-drawing'
import { parseArea } from './place-drafts'
import '#client/ui/map/map.css'

type Props = {
  /** The area as GeoJSON text, as the form holds it; empty: none (the zone is chosen by name). */
  value: string
  onChange: (text: string) => void
  /** The server's word on the area (any of its fields' errors). */
  error: string | undefined
  /** The other zones' areas, shown faintly. */
  others: Area[]
  /** What this zone overlaps, in words. */
  overlaps: string[]
}

/**
 * The zone's area: drawn on a map, or typed as GeoJSON in the text below it (the same value: the
 * keyboard's way, and the way to paste an area from elsewhere). The overlap warnings follow.
 */
export function AreaField({ value, onChange, error, others, overlaps }: Props) {
  const { t, lang } = useI18n()
  const { tiles } = usePageContext()
  const label = (key: string) => t(`operator.console.places.${key}`)
  const ref = useRef<HTMLElement>(null)
  const drawing = useRef<AreaDrawing | null>(null)
  // What the map itself wrote: typing shows on the map, the map's own change is not drawn again.
  const fromMap = useRef(value)
  const failed = useLazyMap(ref, async (element) => {
    const { drawArea } = await import('./area-drawing')
    drawing.current = await drawArea(element, tiles, {
      area: parseArea(value),
      others,
      lang,
      onChange: (area) => {
        fromMap.current = area ? JSON.stringify(area) : ''
        onChange(fromMap.current)
      },
    })
    return () => drawing.current?.destroy()
  })
  useEffect(() => {
    if (value !== fromMap.current) drawing.current?.show(parseArea(value))
    fromMap.current = value
  }, [value])
  return (
    <div className="area-field">
      <p className="field__label">{label('area')}</p>
      {!failed && (
        <section
          ref={ref}
          className="shop-map shop-map--small"
          aria-label={label('areaMap')}
          data-testid="area-map"
        />
      )}
      <TextAreaField
        label={label('areaText')}
        hint={label('areaHint')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        rows={3}
        spellCheck={false}
      />
      {overlaps.length > 0 && (
        <ul className="area-field__overlaps" role="status">
          {overlaps.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
