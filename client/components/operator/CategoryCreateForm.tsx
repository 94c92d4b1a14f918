import { useState } from 'react'
import { useI18n } from '../../i18n'
import { consoleApi } from './api'
import type { MenuCategory } from './catalog-types'
import { Field } from './Field'
import { LocalizedFields } from './LocalizedFields'
import { parseCount } from './price-input'
import { useAction } from './useAction'

const EMPTY = { slug: '', name: { bg: '', ru: '', en: '', uk: '' }, sort: '0' }

/** A new menu category: its address, its name in the four languages and its place. */
export function CategoryCreateForm({ onCreated }: { onCreated: (category: MenuCategory) => void }) {
  const { t, lang } = useI18n()
  const [fields, setFields] = useState(EMPTY)
  const [done, setDone] = useState('')
  const { busy, errors, setErrors, run } = useAction()
  const create = () => {
    setDone('')
    const sort = parseCount(fields.sort)
    if (sort === undefined) return setErrors({ sort: t('operator.console.menu.amountRule') })
    return run(async () => {
      const { data } = await consoleApi(lang).post<{ data: MenuCategory }>(
        '/api/operator/categories',
        { ...fields, sort: sort ?? 0 },
      )
      setFields(EMPTY)
      setDone(t('operator.console.menu.categoryAdded', { name: data.name[lang] }))
      onCreated(data)
    })
  }

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void create()
      }}
    >
      <LocalizedFields
        field="name"
        label={(code) => t('operator.console.menu.name', { lang: code })}
        value={fields.name}
        onChange={(name) => setFields({ ...fields, name })}
        errors={errors}
        maxLength={100}
        required
      />
      <Field
        label={t('operator.console.menu.slug')}
        hint={t('operator.console.menu.slugHint')}
        value={fields.slug}
        onChange={(event) => setFields({ ...fields, slug: event.target.value })}
        error={errors.slug}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        required
      />
      <Field
        label={t('operator.console.menu.sort')}
        hint={t('operator.console.menu.sortHint')}
        inputMode="numeric"
        value={fields.sort}
        onChange={(event) => setFields({ ...fields, sort: event.target.value })}
        error={errors.sort}
      />
      <p className="field-error" role="alert">
        {errors.form}
      </p>
      <p className="console-done" role="status">
        {done}
      </p>
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {t('operator.console.menu.createCategory')}
      </button>
    </form>
  )
}
