import { z } from 'zod'

// Spec §4: favorites and the recently viewed list are plain lists of item ids.

export const VIEWED_MAX = 8
export const FAVORITES_KEY = 'hanami:favorites'
export const VIEWED_KEY = 'hanami:viewed'

export function parseIds(raw: unknown): number[] {
  const parsed = z.array(z.int().positive()).max(500).safeParse(raw)
  return parsed.success ? [...new Set(parsed.data)] : []
}

/** Adds the id if absent, removes it if present. */
export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]
}

/** Newest first; a repeat moves to the front; at most 8, the oldest dropped. */
export function pushViewed(ids: readonly number[], id: number): number[] {
  return [id, ...ids.filter((x) => x !== id)].slice(0, VIEWED_MAX)
}
