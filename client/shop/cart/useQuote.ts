import { useEffect, useState } from 'react'
import { browserApi } from '#client/ui/api'
import { useI18n } from '#client/ui/i18n'
import type { CartLine } from '#shared/cart'
import type { Quote } from '#shared/contract/cart'

/** The server's pricing of the cart, refreshed whenever the lines change. */
export function useQuote(lines: readonly CartLine[], enabled: boolean) {
  const { lang } = useI18n()
  const [quote, setQuote] = useState<Quote | null>(null)
  const [failed, setFailed] = useState(false)
  const key = JSON.stringify(lines)
  useEffect(() => {
    if (!enabled) return
    let live = true
    browserApi(lang)
      .post<{ data: Quote }>('/api/cart/quote', { lines: JSON.parse(key) })
      .then(({ data }) => {
        if (!live) return
        setQuote(data)
        setFailed(false)
      })
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [key, enabled, lang])
  return { quote, failed }
}

export type { Quote }
