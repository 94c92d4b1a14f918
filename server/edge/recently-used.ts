/**
 * Puts `value` under `key` as the most recently used entry of a bounded map, dropping the least
 * recently used one when the map is full. A Map iterates in insertion order, so the first key is
 * the one used longest ago; a hit calls this again to move its entry to the end.
 */
export function keepRecent<K, V>(map: Map<K, V>, key: K, value: V, max: number) {
  map.delete(key)
  if (map.size >= max) map.delete(map.keys().next().value as K)
  map.set(key, value)
}
