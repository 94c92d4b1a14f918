import { describe, expect, it } from 'vitest'
import { isConsolePath } from './area'
import { CONSOLE_NAV } from './nav'
import { sectionOf } from './sections'

describe('console sections', () => {
  it('a path belongs to the section it is in, not to one whose name it starts with', () => {
    expect(sectionOf('/operator/orders')?.path).toBe('/operator/orders')
    expect(sectionOf('/operator/orders/17')?.path).toBe('/operator/orders')
    expect(sectionOf('/operator/staffroom')).toBeUndefined()
  })

  it("the member's own account is a section for every role, outside the bar", () => {
    expect(sectionOf('/operator/account')?.role).toBe('courier')
    expect(CONSOLE_NAV.map((section) => section.path)).not.toContain('/operator/account')
  })

  it('the staff and audit sections are for admins only', () => {
    expect(sectionOf('/operator/staff')?.role).toBe('admin')
    expect(sectionOf('/operator/audit')?.role).toBe('admin')
    expect(sectionOf('/operator/orders/1')?.role).toBe('kitchen')
  })

  it('the console is /operator and what is under it', () => {
    expect(isConsolePath('/operator')).toBe(true)
    expect(isConsolePath('/operator/sign-in')).toBe(true)
    expect(isConsolePath('/en/operator/staff')).toBe(true)
    expect(isConsolePath('/operators')).toBe(false)
    expect(isConsolePath('/menu')).toBe(false)
    expect(isConsolePath('/en/menu/operator')).toBe(false)
  })
})
