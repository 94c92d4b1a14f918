// Each zone's colour on a map and beside its row in a list: the zone's place in the list picks it.
// client/ui/map/map.css has the same colours for the swatches (a style attribute would break the CSP).
const ZONE_COLORS = ['#c0392b', '#2471a3', '#1e8449', '#b9770e', '#7d3c98', '#117a65'] as const

export const zoneColor = (index: number) => ZONE_COLORS[index % ZONE_COLORS.length]!
export const swatchClass = (index: number) =>
  `zone-swatch zone-swatch--${index % ZONE_COLORS.length}`
