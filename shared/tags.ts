// The filter tags of the menu (no zod here: the browser's menu filters read this list).
export const TAGS = ['spicy', 'vegetarian', 'raw-fish', 'hot', 'new', 'popular'] as const
export type Tag = (typeof TAGS)[number]
