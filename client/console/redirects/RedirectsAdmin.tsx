import { useRef, useState } from 'react'
import { useI18n } from '#client/ui/i18n'
import type { RedirectRule } from '#shared/contract/operator/site'
import { RedirectDeleteDialog } from './RedirectDeleteDialog'
import { RedirectEditDialog } from './RedirectEditDialog'
import { RedirectForm } from './RedirectForm'
import { RedirectLookup } from './RedirectLookup'
import { RedirectTable } from './RedirectTable'
import { bySource, NEW_RULE, saveRule } from './redirect-rules'

type Open = { rule: RedirectRule; step: 'edit' | 'delete' } | null

/** The operator's redirect rules: the list, a form for a new one, edit and delete dialogs, a lookup. */
export function RedirectsAdmin({ rules: initial }: { rules: RedirectRule[] }) {
  const { t, lang } = useI18n()
  const [rules, setRules] = useState(initial)
  const [open, setOpen] = useState<Open>(null)
  const [done, setDone] = useState('')
  const listTitle = useRef<HTMLHeadingElement>(null)
  const saved = (rule: RedirectRule, message: string) => {
    setRules((all) => bySource([...all.filter((other) => other.id !== rule.id), rule]))
    setDone(message)
  }

  return (
    // The rules' table takes the page's width (six columns); the two forms share the row below it.
    <div className="console-stack">
      <section className="card" aria-labelledby="redirects-list-title">
        <h2 id="redirects-list-title" ref={listTitle} tabIndex={-1}>
          {t('operator.console.redirects.list')}
        </h2>
        <p className="console-done" role="status">
          {done}
        </p>
        <RedirectTable
          rules={rules}
          onEdit={(rule) => setOpen({ rule, step: 'edit' })}
          onDelete={(rule) => setOpen({ rule, step: 'delete' })}
        />
      </section>
      <div className="console-columns">
        <section className="card" aria-labelledby="redirects-new-title">
          <h2 id="redirects-new-title">{t('operator.console.redirects.new')}</h2>
          <RedirectForm
            initial={NEW_RULE}
            submitLabel={t('operator.console.redirects.create')}
            clearOnSave
            onSave={async (fields) =>
              saved(await saveRule(lang, null, fields), t('operator.console.redirects.added'))
            }
          />
        </section>
        <section className="card" aria-labelledby="redirects-lookup-title">
          <h2 id="redirects-lookup-title">{t('operator.console.redirects.lookupTitle')}</h2>
          <RedirectLookup />
        </section>
      </div>
      {open?.step === 'edit' && (
        <RedirectEditDialog
          rule={open.rule}
          onClose={() => setOpen(null)}
          onSaved={(rule) => {
            saved(rule, t('operator.console.redirects.saved'))
            setOpen(null)
          }}
        />
      )}
      {open?.step === 'delete' && (
        <RedirectDeleteDialog
          rule={open.rule}
          onClose={() => setOpen(null)}
          onDeleted={(gone) => {
            setRules((all) => all.filter((other) => other.id !== gone.id))
            setDone(t('operator.console.redirects.deleted', { from: gone.from }))
            setOpen(null)
            // The row and its button are gone: the list takes the focus back.
            requestAnimationFrame(() => listTitle.current?.focus())
          }}
        />
      )}
    </div>
  )
}
