import { LANGS, localizePath, splitLangPrefix } from '#shared/locales'
import type { RedirectStatus } from '#shared/redirects'
import { isSameOriginPath } from '#shared/safe-path'
import { normalizePath, safeTarget } from './target'

export type Rule = {
  id: string
  from: string
  to: string
  everyLanguage?: boolean
  status?: RedirectStatus
}
export type { RedirectStatus }
export type TableFile = { hosts: string[]; rules: Rule[] }
/** What the patterns need from the catalog: today's product slugs and the old site's slugs. */
export type SlugBook = {
  products: ReadonlySet<string>
  /** Old slug → new slug, per language ('' for every language). */
  oldSlugs: readonly { from: string; to: string; lang: string }[]
  /** The pages /menu/{slug} and /promotions/{slug}, which no rule may hide (none when not given). */
  categories?: ReadonlySet<string>
  promotions?: ReadonlySet<string>
}
export type Redirect = { ruleId: string; to: string; status: RedirectStatus }

/** What is wrong with a rule: about its source (`from`) or its target (`to`). */
export type IssueKind =
  | 'not-a-path'
  | 'duplicate'
  | 'shadows'
  | 'unsafe'
  | 'self'
  | 'chain'
  | 'loop'
export type Issue = {
  ruleId: string
  kind: IssueKind
  /** The rule's source, and for a chain the target it ends at. */
  source: string
  final?: string
  text: string
}
export type Table = {
  resolve: (path: string) => Redirect | null
  /** Each issue as a line (`npm run redirects:check` prints them). */
  problems: string[]
  issues: Issue[]
  size: number
}

const MAX_HOPS = 10
// Routes of our own that a one-segment path may name: never taken for a product slug.
const ROUTE_NAMES = new Set([
  'menu',
  'product',
  'promotions',
  'delivery',
  'contacts',
  'favorites',
  'checkout',
  'account',
  '_icons',
  'api',
])

/** The ids of the patterns below, as redirect events name them. */
export const PATTERN_RULE_IDS = [
  'bg-prefix',
  'ua-prefix',
  'tproduct',
  'old-product-slug',
  'product-outside-prefix',
]

type Step = { ruleId: string; to: string; status?: RedirectStatus }

// The storefront's own pages in any language (client/shop/pages): a rule is looked up before a page
// renders, so a rule from one of these would hide the page.
const FIXED_PAGES =
  /^\/(?:menu|promotions|delivery|contacts|favorites|checkout|account|_icons|operator)?$|^\/(?:checkout|account|operator)\//

function isPage(source: string, slugs: SlugBook): boolean {
  const { path } = splitLangPrefix(source)
  if (FIXED_PAGES.test(path)) return true
  const [, section, ref] = /^\/(menu|product|promotions)\/([^/]+)$/.exec(path) ?? []
  if (!section || !ref) return false
  // A category or product is also reached by its id (/menu/3, /product/12).
  if (section !== 'promotions' && /^\d+$/.test(ref)) return true
  const book = { menu: slugs.categories, product: slugs.products, promotions: slugs.promotions }
  return book[section as keyof typeof book]?.has(ref) ?? false
}

/** The spec's patterns (§2 legacy redirects): old prefixes, old product URLs, products outside /product. */
function patternStep(path: string, slugs: SlugBook): Step | null {
  // /bg/... is the unprefixed default; the old Ukrainian prefix /ua is /uk.
  const bg = /^\/bg(\/.*)?$/.exec(path)
  if (bg) return { ruleId: 'bg-prefix', to: bg[1] || '/' }
  const ua = /^\/ua(\/.*)?$/.exec(path)
  if (ua) return { ruleId: 'ua-prefix', to: `/uk${ua[1] ?? ''}` }

  const productPath = (slug: string, lang: string) =>
    localizePath(`/product/${slug}`, lang === 'ru' || lang === 'en' || lang === 'uk' ? lang : 'bg')
  const renamed = (slug: string, lang: string) =>
    (
      slugs.oldSlugs.find((o) => o.from === slug && o.lang === lang) ??
      slugs.oldSlugs.find((o) => o.from === slug && o.lang === '')
    )?.to

  // /{lang}/tproduct/{digits}-{digits}-{old-slug}: the old shop's product URLs.
  const tproduct = /^(?:\/(bg|ru|en|uk|ua))?\/tproduct\/\d+-\d+-([a-z0-9-]+)$/.exec(path)
  if (tproduct) {
    const lang = tproduct[1] === 'ua' ? 'uk' : (tproduct[1] ?? 'bg')
    const old = tproduct[2]!
    const slug = slugs.products.has(old) ? old : renamed(old, lang)
    return slug ? { ruleId: 'tproduct', to: productPath(slug, lang) } : null
  }

  const { lang, path: rest } = splitLangPrefix(path)
  // A renamed product under /product/.
  const product = /^\/product\/([a-z0-9-]+)$/.exec(rest)
  if (product && !slugs.products.has(product[1]!)) {
    const slug = renamed(product[1]!, lang)
    return slug ? { ruleId: 'old-product-slug', to: productPath(slug, lang) } : null
  }
  // A product outside the /product prefix (/en/fudziiama, /uk/set-imperski).
  const bare = /^\/([a-z0-9-]+)$/.exec(rest)
  if (bare && !ROUTE_NAMES.has(bare[1]!) && slugs.products.has(bare[1]!)) {
    return { ruleId: 'product-outside-prefix', to: productPath(bare[1]!, lang) }
  }
  return null
}

/**
 * Compiles the data file, the operator rules and the catalog's slugs into one lookup. Every rule is
 * resolved to its final target here (one hop for the visitor); loops and unsafe targets are refused.
 */
export function compileTable(
  file: TableFile,
  operatorRules: readonly Rule[],
  slugs: SlugBook,
): Table {
  const issues: Issue[] = []
  const report = (ruleId: string, kind: IssueKind, source: string, text: string, final?: string) =>
    issues.push({ ruleId, kind, source, text, ...(final === undefined ? {} : { final }) })
  const exact = new Map<string, Step>()
  const add = (rule: Rule, from: string, to: string) => {
    const source = normalizePath(from)
    if (!source.startsWith('/') || source.startsWith('//'))
      return report(rule.id, 'not-a-path', source, `the source ${from} is not a path`)
    if (!safeTarget(to, file.hosts))
      return report(rule.id, 'unsafe', source, `the target ${to} leaves the site`)
    if (exact.has(source))
      return report(
        rule.id,
        'duplicate',
        source,
        `${source} is also the source of ${exact.get(source)!.ruleId}`,
      )
    if (isPage(source, slugs))
      return report(
        rule.id,
        'shadows',
        source,
        `${source} is a page of the shop; the rule would hide it`,
      )
    exact.set(source, { ruleId: rule.id, to, ...(rule.status ? { status: rule.status } : {}) })
  }
  for (const rule of [...file.rules, ...operatorRules]) {
    if (!rule.everyLanguage) add(rule, rule.from, rule.to)
    else
      for (const lang of LANGS)
        add(rule, localizePath(rule.from, lang), localizePath(rule.to, lang))
  }

  const step = (path: string): Step | null => exact.get(path) ?? patternStep(path, slugs)

  const resolve = (path: string): Redirect | null => {
    const start = normalizePath(path)
    // `//host/` is no path of this site to clean up: its cleaned form is another site.
    if (!isSameOriginPath(start)) return null
    let current = start
    const ids: string[] = []
    const seen = new Set([start])
    // The first rule decides the status (an operator may choose a temporary one); patterns are 301.
    let status: RedirectStatus | undefined
    for (let hop = 0; hop < MAX_HOPS; hop++) {
      const next = step(current)
      if (!next) break
      ids.push(next.ruleId)
      status ??= next.status ?? 301
      if (!next.to.startsWith('/')) return { ruleId: ids.join('>'), to: next.to, status }
      current = next.to
      if (seen.has(current)) return null
      seen.add(current)
    }
    if (current === path) return null
    return { ruleId: ids.join('>') || 'normalize', to: current, status: status ?? 301 }
  }

  for (const [source, rule] of exact) {
    const target = rule.to.startsWith('/') ? normalizePath(rule.to) : rule.to
    if (target === source) report(rule.ruleId, 'self', source, `${source} redirects to itself`)
    else if (target.startsWith('/') && step(target)) {
      const final = resolve(target)
      if (final)
        report(
          rule.ruleId,
          'chain',
          source,
          `${source} → ${rule.to} is a chain (${rule.to} → ${final.to}); point it at ${final.to}`,
          final.to,
        )
      else report(rule.ruleId, 'loop', source, `${source} → ${rule.to} loops`)
    }
  }
  return {
    resolve,
    problems: issues.map((issue) => `${issue.ruleId}: ${issue.text}`),
    issues,
    size: exact.size,
  }
}
