// Each name is a <symbol> in public/icons.svg; a test keeps the two lists equal.
export const ICON_NAMES = [
  'cart',
  'heart',
  'heart-filled',
  'user',
  'menu',
  'close',
  'plus',
  'minus',
  'phone',
  'pin',
  'clock',
  'truck',
  'gift',
  'filter',
  'chevron-left',
  'chevron-right',
  'store',
  'star',
  'chili',
  'leaf',
  'fish',
  'fire',
] as const

export type IconName = (typeof ICON_NAMES)[number]

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`/icons.svg#${name}`} />
    </svg>
  )
}
