import type { PageContextServer } from 'vike/types'
import { describe, expect, it, vi } from 'vitest'
import en from '#locales/en.json'
import type { StaffRole } from '#shared/staff'
import { requireStaff } from './guard'
import { CONSOLE_NAV } from './nav'
import { type ConsoleSection, SECTIONS, viewAt } from './sections'

// One list of sections (issue 37): the bar, the guard, the view page's data and its components
// all read SECTIONS, so a section is whole there or nowhere.

// The guard's refusals as plain values: a status, or where it sends.
vi.mock('vike/abort', () => ({
  render: (status: number) => ({ status }),
  redirect: (url: string) => ({ redirect: url }),
}))

const sections: readonly ConsoleSection[] = SECTIONS
const views = sections.flatMap((section) =>
  Object.entries(section.views).map(([name, view]) => ({ section, name, view })),
)
const lookUp = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en)

describe('the list of sections', () => {
  it('gives each section its own path under /operator, a label and at least one view', () => {
    const paths = sections.map((section) => section.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const section of sections) {
      expect(section.path).toMatch(/^\/operator\/[a-z-]+$/)
      expect(typeof lookUp(section.label), section.label).toBe('string')
      expect(Object.keys(section.views).length).toBeGreaterThan(0)
    }
  })

  it('names each view once, with its page title and description', () => {
    const names = views.map(({ name }) => name)
    expect(new Set(names).size).toBe(names.length)
    for (const name of names) {
      expect(typeof lookUp(`pages.console.${name}.title`), name).toBe('string')
      expect(typeof lookUp(`pages.console.${name}.description`), name).toBe('string')
    }
  })

  it('has a component for every view and, on the server, a loader for each', async () => {
    // Vitest runs as the server does (import.meta.env.SSR): only the account loads nothing.
    expect(sections.filter((section) => !section.data).map((section) => section.path)).toEqual([
      '/operator/account',
    ])
    for (const { section, name, view } of views) {
      expect(typeof (await view.view()), name).toBe('function')
      if (!section.data) continue
      const loaders = await section.data()
      expect(typeof loaders[name], `${section.path}: ${name}`).toBe('function')
    }
    // A data module holds its section's loaders only: no loader without its view.
    for (const section of sections) {
      const loaders = Object.keys((await section.data?.()) ?? {})
      expect(loaders.filter((name) => !(name in section.views))).toEqual([])
    }
  })

  it('puts every section in the bar but the hidden ones, in its order', () => {
    expect(CONSOLE_NAV).toEqual(sections.filter((section) => !section.hidden))
  })
})

describe('a path under /operator', () => {
  it.each([
    ['/operator/orders', 'orders', ''],
    ['/operator/orders/17', 'order', '17'],
    ['/operator/orders/17/ticket', 'ticket', '17'],
    ['/operator/invoices/5', 'invoice', '5'],
    ['/operator/account', 'account', ''],
    ['/operator/options', 'options', ''],
  ])('%s is the view %s (id "%s")', (path, name, id) => {
    expect(viewAt(path)).toMatchObject({ name, id })
  })

  it.each([
    '/operator/nothing-here',
    '/operator/order',
    '/operator/orders/',
    '/operator/orders/17/receipt',
    '/operator/menu/3',
    '/operator/staffroom',
  ])('%s is no view', (path) => {
    expect(viewAt(path)).toBeUndefined()
  })
})

describe("the console's guard", () => {
  const visit = (urlPathname: string, role: StaffRole) =>
    requireStaff({
      locale: 'en',
      urlPathname,
      urlParsed: {},
      staffSignedIn: true,
      api: { get: async () => ({ data: { id: 1, name: 'Ana', role } }) },
    } as unknown as PageContextServer)
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (thrown: unknown) => thrown,
    )
    return (error as { status?: number } | undefined)?.status ?? error
  }

  it('refuses a path no section claims, whoever asks', async () => {
    expect(await refusal(visit('/operator/nothing-here', 'admin'))).toBe(404)
    expect(await refusal(visit('/operator/order', 'admin'))).toBe(404)
  })

  it("lets the console's home through, and a section to its role and up", async () => {
    expect(await refusal(visit('/operator', 'courier'))).toBeUndefined()
    expect(await refusal(visit('/operator/account', 'courier'))).toBeUndefined()
    expect(await refusal(visit('/operator/orders/17', 'kitchen'))).toBeUndefined()
    expect(await refusal(visit('/operator/staff', 'manager'))).toBe(403)
  })
})
