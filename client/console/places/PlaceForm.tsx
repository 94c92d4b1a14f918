import { type ReactNode, useState } from 'react'
import { consoleApi } from '#client/console/api'
import { ConsoleForm } from '#client/console/form/ConsoleForm'
import { Field } from '#client/console/form/Field'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import type { Localized } from '#shared/localized'

/** The zone or restaurant to edit, or the position a new one takes. */
export type PlaceTarget = { id: number } | { sort: number }

/**
 * Saves a zone or a restaurant: the edit of one (by id) or a new one with its address (slug),
 * after which the form empties and says what was added.
 */
export function usePlaceSave<T extends { name: Localized }>(
  collection: 'regions' | 'restaurants',
  target: PlaceTarget,
  onSaved: (place: T) => void,
) {
  const { t, lang } = useI18n()
  const action = useAction()
  const [slug, setSlug] = useState('')
  const [done, setDone] = useState('')
  const save = (fields: object, reset: () => void) =>
    action.run(async () => {
      setDone('')
      // The form sends what staff typed, for the API to refuse on its fields: the zone's and the
      // restaurant's bodies are checked there, not here.
      const post = consoleApi(lang).post as unknown as (
        path: `/api/operator/${typeof collection}${'' | '/{id}'}`,
        ...args: unknown[]
      ) => Promise<{ data: T }>
      if ('id' in target) {
        const params = { id: target.id }
        onSaved((await post(`/api/operator/${collection}/{id}`, fields, { params })).data)
        return
      }
      const { data } = await post(`/api/operator/${collection}`, {
        slug,
        sort: target.sort,
        ...fields,
      })
      setSlug('')
      reset()
      setDone(t('operator.console.places.added', { name: data.name[lang] }))
      onSaved(data)
    })
  return { ...action, slug, setSlug, done, save, creating: !('id' in target) }
}

type Props = {
  place: ReturnType<typeof usePlaceSave>
  submit: string
  onSubmit: () => void
  children: ReactNode
}

/** The form around a zone's or a restaurant's fields: a new one's slug, the answer, the button. */
export function PlaceForm({ place, submit, onSubmit, children }: Props) {
  const { t } = useI18n()
  return (
    <ConsoleForm
      onSubmit={onSubmit}
      busy={place.busy}
      error={place.errors.form}
      done={place.done}
      submit={submit}
    >
      {place.creating && (
        <Field
          label={t('operator.console.places.slug')}
          hint={t('operator.console.places.slugHint')}
          value={place.slug}
          onChange={(event) => place.setSlug(event.target.value)}
          error={place.errors.slug}
          maxLength={100}
          autoComplete="off"
          required
        />
      )}
      {children}
    </ConsoleForm>
  )
}
