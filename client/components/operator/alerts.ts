import { proxy, useSnapshot } from 'valtio'

// How the board calls attention to a new or newly paid order: a highlight until someone opens it,
// and a short beep when the sound is on. Kept across the console's pages (client navigation).

export const alerts = proxy({
  sound: false,
  /** Orders highlighted on the board, newest last. */
  fresh: [] as number[],
})

let audio: AudioContext | undefined

/**
 * Browsers play sound only after a gesture on the page, so the sound starts from this toggle's
 * press (which also beeps once, to check the speakers).
 */
export function toggleSound() {
  alerts.sound = !alerts.sound
  if (!alerts.sound) return
  audio ??= new AudioContext()
  void audio.resume()
  beep()
}

/** Two short tones (Web Audio), no sound file to load. */
function beep() {
  if (!alerts.sound || !audio) return
  const start = audio.currentTime
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const tone = audio.createOscillator()
    const gain = audio.createGain()
    tone.frequency.value = frequency
    gain.gain.setValueAtTime(0.0001, start + offset)
    gain.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.15)
    tone.connect(gain).connect(audio.destination)
    tone.start(start + offset)
    tone.stop(start + offset + 0.16)
  }
}

/** New or newly paid orders arrived: highlight them, beep once. */
export function announceOrders(ids: readonly number[]) {
  if (!ids.length) return
  alerts.fresh = [...alerts.fresh.filter((id) => !ids.includes(id)), ...ids]
  beep()
}

/** Someone opened the order: it needs no more attention. */
export function markSeen(id: number) {
  alerts.fresh = alerts.fresh.filter((fresh) => fresh !== id)
}

export function useAlerts() {
  return useSnapshot(alerts)
}
