import { MESSAGES_URLS } from 'virtual:messages'
import type { Lang } from '#shared/locales'
import { createTranslator, type Messages, type Translator } from '#shared/translator'

export { MESSAGES_URLS }

/** The storefront's strings, and the staff console's on top of them (scripts/messages-files.ts). */
export type MessagesPart = keyof typeof MESSAGES_URLS

const fetched = new Map<string, Promise<Record<string, unknown>>>()
const ready = new Map<Lang, { parts: readonly MessagesPart[]; translator: Translator }>()

/**
 * Awaited before each render (onBeforeRenderHtml, onBeforeRenderClient), so components never wait.
 * The browser downloads only the page's language, as hashed, immutable JSON files the HTML
 * preloads (spec budget: the first load of the home page), and the console's strings only on the
 * console's pages; the server renders with everything at hand.
 */
export async function loadMessages(lang: Lang, withConsole = false): Promise<Translator> {
  const parts: readonly MessagesPart[] = withConsole ? ['shop', 'console'] : ['shop']
  const current = ready.get(lang)
  if (current && parts.every((part) => current.parts.includes(part))) return current.translator
  const translator = createTranslator(lang, await messagesOf(lang, parts))
  ready.set(lang, { parts, translator })
  return translator
}

async function messagesOf(lang: Lang, parts: readonly MessagesPart[]): Promise<Messages> {
  if (import.meta.env.SSR) return (await import('#shared/i18n')).MESSAGES[lang]
  const [shop, staff] = await Promise.all(parts.map((part) => fetchPart(lang, part)))
  // The two files overlap only under `pages`.
  const pages = { ...(shop!.pages as object), ...(staff?.pages as object | undefined) }
  return { ...shop, ...staff, pages } as Messages
}

function fetchPart(lang: Lang, part: MessagesPart) {
  const url = MESSAGES_URLS[part][lang]
  let loading = fetched.get(url)
  if (!loading) {
    loading = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`messages ${url}: HTTP ${response.status}`)
      return response.json() as Promise<Record<string, unknown>>
    })
    // A failed download may succeed on the next navigation.
    loading.catch(() => fetched.delete(url))
    fetched.set(url, loading)
  }
  return loading
}

export function translatorFor(lang: Lang): Translator {
  const translator = ready.get(lang)?.translator
  if (!translator) throw new Error(`messages for ${lang} are not loaded yet`)
  return translator
}
