import { useCallback, useState } from 'react'
import { useI18n } from '#client/ui/i18n'
import type { AnswerOf, ApiClient, BodyOf } from '#shared/api-client'
import type { Path } from '#shared/contract/routes'
import type { Lang } from '#shared/locales'

/** What a POST to this path answers in its `data`. */
type QuoteOf<P extends Path<'post'>> = AnswerOf<'post', P> extends { data: infer D } ? D : never

/** What the screen shows of the server's quote: its last answer, and the last failure shown since. */
export type Quoted<A> = { quote: A | null; error: unknown }

const NOTHING: Quoted<never> = { quote: null, error: null }

/** Failures the caller shows; the others leave what is shown as it was. */
export type Surfaces = (failure: unknown) => boolean

const ALL: Surfaces = () => true

/**
 * The loop behind `useServerQuote`, apart from React: each `ask` replaces the one before, and is
 * sent once `delay` ms pass without another (a word typed is one request, not one per letter). An
 * answer is shown only while its request is still the latest asked, so an older answer arriving
 * late never overwrites a newer one; a failure keeps the last answer beside it.
 */
export function quoteLoop<A>(show: (next: (shown: Quoted<A>) => Quoted<A>) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let latest = 0
  const cancel = () => {
    clearTimeout(timer)
    latest++
  }
  return {
    ask(send: () => Promise<A>, delay: number, surfaces: Surfaces = ALL) {
      cancel()
      const asked = latest
      const go = () =>
        send().then(
          (quote) => asked === latest && show(() => ({ quote, error: null })),
          (failure) =>
            asked === latest &&
            surfaces(failure) &&
            show((shown) => ({ ...shown, error: failure })),
        )
      if (delay > 0) timer = setTimeout(go, delay)
      else void go()
    },
    /**
     * Nothing to price: no answer, and none still on its way is shown; the last failure stays (a
     * refused street is still too short once the dishes are gone).
     */
    clear() {
      cancel()
      show((shown) => ({ ...shown, quote: null }))
    },
    /** The request changed or the screen went: what is on its way is not shown. */
    cancel,
  }
}

export type ServerQuoteOptions = {
  /** Ms without a new request before asking; 0 asks at once. */
  delay?: number
  /** Failures the caller shows (all by default); the others change nothing. */
  surfaces?: Surfaces
}

/**
 * The server's quote at this path, typed by it: `ask(body)` from an effect whenever the request
 * changes (it returns the effect's cleanup), `clear()` when there is nothing to price. Asking is
 * apart from the state because a request may read its own last quote (the slots it says are full,
 * the bonuses it allows). A new language asks again through `ask`'s identity.
 */
export function useServerQuote<P extends Path<'post'>>(
  api: (lang: Lang) => ApiClient,
  path: P,
  { delay = 250, surfaces = ALL }: ServerQuoteOptions = {},
) {
  const { lang } = useI18n()
  const [shown, setShown] = useState<Quoted<QuoteOf<P>>>(NOTHING)
  const [loop] = useState(() => quoteLoop<QuoteOf<P>>(setShown))
  const ask = useCallback(
    (body: BodyOf<P>) => {
      const post = api(lang).post as unknown as (
        path: P,
        body: BodyOf<P>,
      ) => Promise<{ data: QuoteOf<P> }>
      loop.ask(async () => (await post(path, body)).data, delay, surfaces)
      return loop.cancel
    },
    [api, lang, path, delay, surfaces, loop],
  )
  return { ...shown, ask, clear: loop.clear }
}
