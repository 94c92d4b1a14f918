import { describe, expect, it } from 'vitest'
import { AUDIT_ACTIONS, auditActionKey } from './audit'
import { translate } from './i18n'
import { LANGS } from './locales'

describe('the audit log’s actions', () => {
  it.each(LANGS)('each has a label in %s, never its code', (lang) => {
    for (const action of AUDIT_ACTIONS) {
      const label = translate(lang, auditActionKey(action))
      expect(label, action).not.toBe(auditActionKey(action))
      expect(label).not.toContain(action)
    }
  })
})
