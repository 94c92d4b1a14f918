import { useEffect, useRef, useState } from 'react'
import { consoleApi } from '#client/console/api'
import { useI18n } from '#client/ui/i18n'
import { useStore } from '#client/ui/use-store'
import type { OperatorOrder } from '#shared/contract/operator/orders'
import { live, onOrderEvent } from './live'

/**
 * One order as it is now: each event about it from the frame's live feed (and each reconnection,
 * when events may have been missed) reloads it, so a move made on another screen shows here at once.
 * `refresh` reloads it on demand (after a refusal, the order is not what this screen thought).
 */
export function useLiveOrder(initial: OperatorOrder) {
  const { lang } = useI18n()
  const [order, setOrder] = useState(initial)
  const latest = useRef(0)
  // A navigation to another order brings its own.
  useEffect(() => setOrder(initial), [initial])

  const refresh = async () => {
    const request = ++latest.current
    const fresh = await consoleApi(lang)
      .get('/api/operator/orders/{id}', { params: { id: initial.id } })
      .catch(() => null)
    if (fresh && request === latest.current) setOrder(fresh.data)
  }
  useEffect(() =>
    onOrderEvent((event) => {
      if (!event || event.orderId === initial.id) void refresh()
    }),
  )
  const { feed } = useStore(live)
  return { order, setOrder, refresh, feed }
}
