import bgUrl from '../locales/bg.json?url'
import enUrl from '../locales/en.json?url'
import ruUrl from '../locales/ru.json?url'
import ukUrl from '../locales/uk.json?url'
import type { Lang } from '../shared/locales'
import { createTranslator, type Messages, type Translator } from '../shared/translator'

/**
 * The browser downloads only the page's language (spec budget: the first load of the home page), as
 * a hashed, immutable JSON file the HTML preloads; the server renders with all four at hand.
 */
export const MESSAGES_URLS: Record<Lang, string> = { bg: bgUrl, ru: ruUrl, en: enUrl, uk: ukUrl }

const loaded = new Map<Lang, Promise<Translator>>()
const ready = new Map<Lang, Translator>()

/** Awaited before each render (onBeforeRenderHtml, onBeforeRenderClient), so components never wait. */
export function loadMessages(lang: Lang): Promise<Translator> {
  let loading = loaded.get(lang)
  if (!loading) {
    loading = fetchMessages(lang).then((messages) => {
      const translator = createTranslator(lang, messages)
      ready.set(lang, translator)
      return translator
    })
    // A failed download may succeed on the next navigation.
    loading.catch(() => loaded.delete(lang))
    loaded.set(lang, loading)
  }
  return loading
}

async function fetchMessages(lang: Lang): Promise<Messages> {
  if (import.meta.env.SSR) return (await import('../shared/i18n')).MESSAGES[lang]
  const response = await fetch(MESSAGES_URLS[lang])
  if (!response.ok) throw new Error(`messages for ${lang}: HTTP ${response.status}`)
  return response.json()
}

export function translatorFor(lang: Lang): Translator {
  const translator = ready.get(lang)
  if (!translator) throw new Error(`messages for ${lang} are not loaded yet`)
  return translator
}
