import { useState } from 'react'
import { useI18n } from '#client/ui/i18n'
import type { Localized } from '#shared/localized'

type Place = { id: number; sort: number; name: Localized }

// As the API lists them and the shop shows them: lower position first, then the older one.
const inOrder = <T extends Place>(all: T[]) =>
  [...all].sort((a, b) => a.sort - b.sort || a.id - b.id)

/**
 * The zones or restaurants on the page: the one open in the edit dialog, what was last saved
 * (said aloud), and the position that puts a new one last.
 */
export function usePlaceList<T extends Place>(initial: T[]) {
  const { t } = useI18n()
  const [places, setPlaces] = useState(initial)
  const [open, setOpen] = useState<number | null>(null)
  const [done, setDone] = useState('')
  const edited = (place: T) => {
    setPlaces((all) => inOrder(all.map((other) => (other.id === place.id ? place : other))))
    setOpen(null)
    setDone(t('operator.console.places.saved'))
  }
  const added = (place: T) => setPlaces((all) => inOrder([...all, place]))
  return {
    places,
    editing: places.find((place) => place.id === open),
    edit: setOpen,
    close: () => setOpen(null),
    done,
    edited,
    added,
    nextSort: Math.max(0, ...places.map((place) => place.sort)) + 10,
  }
}
