// Spec §4: favorites and the recently viewed list are plain lists of item ids.

export const VIEWED_MAX = 8
export const FAVORITES_KEY = 'hanami:favorites'
export const VIEWED_KEY = 'hanami:viewed'

/** What storage holds, if it is a list of ids; anything else reads as empty. */
export function parseIds(raw: unknown): number[] {
  if (!Array.isArray(raw) || raw.length > 500) return []
  if (!raw.every((id) => Number.isSafeInteger(id) && id > 0)) return []
  return [...new Set(raw as number[])]
}

/** Adds the id if absent, removes it if present. */
export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]
}

/** Newest first; a repeat moves to the front; at most 8, the oldest dropped. */
export function pushViewed(ids: readonly number[], id: number): number[] {
  return [id, ...ids.filter((x) => x !== id)].slice(0, VIEWED_MAX)
}
