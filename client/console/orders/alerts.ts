import { useEffect } from 'react'
import { proxy } from 'valtio/vanilla'
import { readStored, writeStored } from '#client/ui/persist'
import { useStore } from '#client/ui/use-store'

// How the board calls attention to a new or newly paid order: a highlight until someone opens it,
// and a short beep when the sound is on. Kept across the console's pages (client navigation).

export const alerts = proxy({
  /** The sound as the staff chose it. */
  sound: false,
  /** Whether the browser plays it: after a reload it waits for a tap on the page. */
  audible: false,
  /** Orders highlighted on the board, newest last. */
  fresh: [] as number[],
})

const SOUND_KEY = 'hanami_console_sound'
/** An order waiting to be accepted rings again this often until someone accepts it. */
const RING_EVERY_MS = 8000

let audio: AudioContext | undefined

/**
 * Browsers play sound only after a gesture on the page, so the sound starts from this toggle's
 * press (which also beeps once, to check the speakers). The choice is kept for the next visit.
 */
export function toggleSound() {
  alerts.sound = !alerts.sound
  writeStored(SOUND_KEY, alerts.sound)
  if (alerts.sound) wakeSound()
}

/** Starts the sound from a gesture (or where the browser allows it without one), with a beep. */
export function wakeSound() {
  audio ??= new AudioContext()
  const context = audio
  const heard = () => {
    alerts.audible = context.state === 'running'
  }
  context.onstatechange = heard
  heard()
  void context.resume().then(() => {
    heard()
    beep()
  })
}

/**
 * The sound as chosen before a reload. The browser may want a gesture before it plays: until
 * then the console says so (SoundWake), and the first press or key anywhere wakes it up.
 */
export function restoreSound() {
  if (readStored(SOUND_KEY) !== true || alerts.sound) return
  alerts.sound = true
  audio ??= new AudioContext()
  const context = audio
  // A browser that allows sound without a gesture may still start the context suspended and run
  // it a moment later: the state is followed, not read once.
  const heard = () => {
    alerts.audible = context.state === 'running'
  }
  context.onstatechange = heard
  heard()
  if (alerts.audible) return
  const wake = () => {
    document.removeEventListener('pointerdown', wake)
    document.removeEventListener('keydown', wake)
    wakeSound()
  }
  document.addEventListener('pointerdown', wake)
  document.addEventListener('keydown', wake)
}

/** Rings every few seconds while `waiting` (an order nobody accepted yet) and the sound is on. */
export function useRingWhile(waiting: boolean) {
  const { sound } = useStore(alerts)
  useEffect(() => {
    if (!waiting || !sound) return
    const timer = setInterval(beep, RING_EVERY_MS)
    return () => clearInterval(timer)
  }, [waiting, sound])
}

/** Two short tones (Web Audio), no sound file to load. */
function beep() {
  if (!alerts.sound || !audio || audio.state !== 'running') return
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

/** The staff saw every new order on the board: no more highlights. */
export function markAllSeen() {
  alerts.fresh = []
}

export function useAlerts() {
  return useStore(alerts)
}
