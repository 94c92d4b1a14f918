import { useState } from 'react'
import { consoleApi } from '#client/console/api'
import { ConsoleForm } from '#client/console/form/ConsoleForm'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import { Overlay } from '#client/ui/Overlay'
import type { OperatorCategory } from '#shared/contract/operator/menu'
import { CategoryFields, categoryBody, categoryDraft } from './CategoryFields'
import { PhotoField } from './PhotoField'

type Props = {
  category: OperatorCategory
  onClose: () => void
  onSaved: (category: OperatorCategory) => void
}

/** A manager's category: its names, description and position changed; its address kept. */
export function CategoryDialog({ category, onClose, onSaved }: Props) {
  const { t, lang } = useI18n()
  const [draft, setDraft] = useState(() => categoryDraft(category))
  const [image, setImage] = useState(category.image)
  const { busy, errors, setErrors, run } = useAction()
  const save = () => {
    const body = categoryBody(draft)
    if (!body) return setErrors({ sort: t('operator.console.menu.amountRule') })
    return run(async () => {
      const { data } = await consoleApi(lang).post('/api/operator/categories/{id}', body, {
        params: { id: category.id },
      })
      onSaved(data)
      onClose()
    })
  }

  return (
    <Overlay open onClose={onClose} title={category.name[lang]} testId="category-dialog">
      <ConsoleForm onSubmit={save} busy={busy} error={errors.form} submit={t('account.save')}>
        <CategoryFields draft={draft} onChange={setDraft} errors={errors} stored autoFocus />
        <PhotoField
          label={t('operator.console.photo.label')}
          image={image}
          kind="dish"
          at={{ path: '/api/operator/categories/{id}/image', id: category.id }}
          onChange={(changed) => {
            setImage(changed)
            onSaved({ ...category, image: changed })
          }}
        />
      </ConsoleForm>
    </Overlay>
  )
}
