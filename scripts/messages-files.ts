import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

const LANGS = ['bg', 'ru', 'en', 'uk'] as const
const VIRTUAL = 'virtual:messages'
const RESOLVED = `\0${VIRTUAL}`

type Messages = { operator: unknown; pages: { console: unknown } & Record<string, unknown> }

/**
 * A language's messages in the two files the browser loads: the storefront's, and the staff
 * console's (`operator.*`, `pages.console.*`), about half of the whole, which no shopper needs.
 */
export function splitMessages({ operator, pages, ...rest }: Messages) {
  const { console, ...storefront } = pages
  return { shop: { ...rest, pages: storefront }, console: { operator, pages: { console } } }
}

/**
 * `virtual:messages` exports the hashed URLs of each language's two files; the client build emits
 * them under /assets/messages/ (immutable, like every hashed asset) and the dev server serves them.
 * The URLs come from the files' contents, so the server build names the same files.
 */
export function messagesFiles(localesDir = 'locales'): Plugin {
  let files = new Map<string, string>()
  const build = () => {
    files = new Map()
    const urls = { shop: {} as Record<string, string>, console: {} as Record<string, string> }
    for (const lang of LANGS) {
      const messages = JSON.parse(readFileSync(`${localesDir}/${lang}.json`, 'utf8')) as Messages
      for (const [part, value] of Object.entries(splitMessages(messages))) {
        const json = JSON.stringify(value)
        const hash = createHash('sha256').update(json).digest('base64url').slice(0, 10)
        const url = `/assets/messages/${lang}.${part}.${hash}.json`
        files.set(url, json)
        urls[part as keyof typeof urls][lang] = url
      }
    }
    return urls
  }
  return {
    name: 'messages-files',
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return
      for (const lang of LANGS) this.addWatchFile(`${localesDir}/${lang}.json`)
      return `export const MESSAGES_URLS = ${JSON.stringify(build())}`
    },
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return
      for (const [url, json] of files) {
        this.emitFile({ type: 'asset', fileName: url.slice(1), source: json })
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const json = files.get(req.url?.split('?')[0] ?? '')
        if (!json) return next()
        res.setHeader('Content-Type', 'application/json')
        res.end(json)
      })
    },
  }
}
