import { useState } from 'react'
import { consoleApi } from '#client/console/api'
import { ConsoleForm } from '#client/console/form/ConsoleForm'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import type { OperatorCategory } from '#shared/contract/operator/menu'
import { CategoryFields, categoryBody, NEW_CATEGORY } from './CategoryFields'

/** A new menu category: its address, its name in the four languages and its place. */
export function CategoryCreateForm({
  onCreated,
}: {
  onCreated: (category: OperatorCategory) => void
}) {
  const { t, lang } = useI18n()
  const [draft, setDraft] = useState(NEW_CATEGORY)
  const [done, setDone] = useState('')
  const { busy, errors, setErrors, run } = useAction()
  const create = () => {
    setDone('')
    const body = categoryBody(draft)
    if (!body) return setErrors({ sort: t('operator.console.menu.amountRule') })
    return run(async () => {
      const { data } = await consoleApi(lang).post('/api/operator/categories', {
        slug: draft.slug,
        ...body,
      })
      setDraft(NEW_CATEGORY)
      setDone(t('operator.console.menu.categoryAdded', { name: data.name[lang] }))
      onCreated(data)
    })
  }

  return (
    <ConsoleForm
      onSubmit={create}
      busy={busy}
      error={errors.form}
      done={done}
      submit={t('operator.console.menu.createCategory')}
    >
      <CategoryFields draft={draft} onChange={setDraft} errors={errors} />
    </ConsoleForm>
  )
}
