import { useEffect, useRef, useState } from 'react'
import { consoleApi, signInAgain } from '#client/console/api'
import { ORDER_EVENT_TYPES, type OrderEventType, type OrderStatus } from '#shared/checkout'
import type { Lang } from '#shared/locales'
import { RETRY_MS } from './reloader'

export type OrderEvent = {
  type: OrderEventType
  orderId: number
  status: OrderStatus
}
export type FeedState = 'connecting' | 'live'

const EVENTS_URL = '/api/operator/events'
/** Three heartbeats (one each 15 s) missed: the connection died without saying so. */
const SILENCE_MS = 45_000

/**
 * The live order feed (server-sent events). `onChange` hears each order event, and `null` when
 * events may have been missed: on connecting, on reconnecting and on the server's `resync`. The
 * browser reconnects a dropped stream by itself; a refused one (a 401, a 503) and a silent one are
 * reopened here. A session that ended goes to the sign-in page.
 */
export function useOrderFeed(lang: Lang, onChange: (event: OrderEvent | null) => void): FeedState {
  const [state, setState] = useState<FeedState>('connecting')
  const listener = useRef(onChange)
  useEffect(() => {
    listener.current = onChange
  })

  useEffect(() => {
    let source: EventSource | undefined
    let retry: ReturnType<typeof setTimeout> | undefined
    let silence: ReturnType<typeof setTimeout> | undefined
    let refusals = 0
    let stopped = false

    const close = () => {
      source?.close()
      clearTimeout(silence)
      clearTimeout(retry)
    }
    const alive = () => {
      clearTimeout(silence)
      silence = setTimeout(() => {
        setState('connecting')
        close()
        open()
      }, SILENCE_MS)
    }
    const reopenLater = async () => {
      close()
      // A refused stream does not say why: asking who is signed in sends an ended session to sign in.
      await consoleApi(lang)
        .get('/api/operator/me')
        .catch(() => {})
      if (stopped) return
      retry = setTimeout(open, RETRY_MS[Math.min(refusals++, RETRY_MS.length - 1)])
    }
    function open() {
      source = new EventSource(EVENTS_URL)
      source.addEventListener('ready', () => {
        refusals = 0
        setState('live')
        alive()
        listener.current(null)
      })
      source.addEventListener('heartbeat', alive)
      source.addEventListener('resync', () => {
        alive()
        listener.current(null)
      })
      for (const type of ORDER_EVENT_TYPES) {
        source.addEventListener(type, (event) => {
          alive()
          listener.current(JSON.parse((event as MessageEvent<string>).data) as OrderEvent)
        })
      }
      source.addEventListener('signed-out', () => {
        close()
        signInAgain(lang)
      })
      source.onerror = () => {
        setState('connecting')
        if (source?.readyState === EventSource.CLOSED) void reopenLater()
      }
    }

    open()
    return () => {
      stopped = true
      close()
    }
  }, [lang])

  return state
}
