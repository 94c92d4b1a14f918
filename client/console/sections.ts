import type { ComponentType } from 'react'
import type { PageContextServer } from 'vike/types'
import type { StaffRole } from '#shared/staff'
import account from './account/section'
import audit from './audit/section'
import customers from './customers/section'
import dashboard from './dashboard/section'
import deliveries from './deliveries/section'
import invoices from './invoices/section'
import kitchens from './kitchens/section'
import legal from './legal/section'
import menu from './menu/section'
import offers from './offers/section'
import orders from './orders/section'
import phone from './phone/section'
import places from './places/section'
import promotions from './promotions/section'
import redirects from './redirects/section'
import options from './site/section'
import staff from './staff/section'

/** What a view loads on the server for its page (`id` when its path has one). */
export type Loader = (pageContext: PageContextServer, id: string) => Promise<object>

export type SectionView = {
  /** Its page under the section's path: '' the section's own, ':id' one of its things, ':id/…' more. */
  path: '' | ':id' | `:id/${string}`
  /** Its component, in a chunk of its own: the browser downloads only the view it shows. */
  view: () => Promise<ComponentType>
}

export type ConsoleSection = {
  /** Unprefixed; the section is this path and every path under it. */
  path: string
  /** Its key in the locales. */
  label: string
  /** The least role that sees it: the bar hides it from the others and the guard refuses them. */
  role: StaffRole
  /** Not in the bar (the member's own account, reached by their name). */
  hidden?: true
  /**
   * Its views' loaders by view name, on the server only: `import.meta.env.SSR ? () => import(…) :
   * undefined` keeps them (and what they import, every language's strings included) out of the
   * browser's bundle. A view without a loader loads nothing.
   */
  data: (() => Promise<Partial<Record<string, Loader>>>) | undefined
  /** Its views by name; a view's head is `pages.console.{name}.title` and `.description`. */
  views: Record<string, SectionView>
}

/** The console's sections in the bar's order: a new section is its folder and one line here. */
export const SECTIONS = [
  deliveries,
  orders,
  phone,
  menu,
  kitchens,
  dashboard,
  options,
  places,
  redirects,
  promotions,
  offers,
  invoices,
  staff,
  legal,
  audit,
  customers,
  account,
] as const satisfies readonly ConsoleSection[]

type Section = (typeof SECTIONS)[number]
type ViewsOf<S> = S extends { views: infer Views } ? keyof Views & string : never
type LoadersOf<S> = S extends { data: infer Data }
  ? Data extends () => Promise<infer Loaders>
    ? Loaders
    : never
  : never

/** Every view's name, across the sections. */
export type ViewName = ViewsOf<Section>

/** What a view's loader answers: its page data. */
export type ViewData<Name extends ViewName> = Awaited<
  ReturnType<Extract<LoadersOf<Section>, Record<Name, Loader>>[Name]>
>

/** The section an unprefixed path belongs to (the longest match), if any. */
export function sectionOf(pathname: string): ConsoleSection | undefined {
  return (SECTIONS as readonly ConsoleSection[])
    .filter((section) => pathname === section.path || pathname.startsWith(`${section.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]
}

export type ViewAt = { section: ConsoleSection; name: ViewName; id: string }

/** The view at an unprefixed path and the id in it; none for a path no section's view claims. */
export function viewAt(pathname: string): ViewAt | undefined {
  const section = sectionOf(pathname)
  if (!section) return undefined
  const rest = pathname.slice(section.path.length)
  for (const [name, view] of Object.entries(section.views)) {
    const id = idIn(view.path, rest)
    if (id !== undefined) return { section, name: name as ViewName, id }
  }
  return undefined
}

/** The id a view's path takes from what follows its section's path ('', '/17', '/17/ticket'). */
function idIn(path: SectionView['path'], rest: string): string | undefined {
  if (path === '') return rest === '' ? '' : undefined
  const [before, id = '', ...after] = rest.split('/')
  const [, ...expected] = path.split('/')
  return before === '' && id && after.join('/') === expected.join('/') ? id : undefined
}

/** Loads a view's loader and runs it, on the server (no loader: no data). */
export async function loadViewData({ section, name, id }: ViewAt, pageContext: PageContextServer) {
  const loader = (await section.data?.())?.[name]
  return loader ? await loader(pageContext, id) : {}
}

const VIEWS = new Map<ViewName, SectionView>(
  SECTIONS.flatMap((section) =>
    Object.entries(section.views).map(([name, view]) => [name as ViewName, view] as const),
  ),
)
const components = new Map<ViewName, ComponentType>()

/** Loads a view's code once: the server before it renders the page, the browser before it draws it. */
export async function loadView(name: ViewName): Promise<ComponentType> {
  const view = VIEWS.get(name)
  if (!view) throw new Error(`No console view is named "${name}"`)
  const component = components.get(name) ?? (await view.view())
  components.set(name, component)
  return component
}

/** A view's component, loaded beforehand by `loadView` (the page's render is synchronous). */
export function loadedView(name: ViewName): ComponentType {
  const component = components.get(name)
  if (!component) throw new Error(`The console view "${name}" was not loaded before its render`)
  return component
}
