// Each name is a <symbol> in public/icons.svg; a test keeps the two lists equal. Apart from the
// Icon component, so the list itself is in the sprite page's code only, not in every page's.
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
