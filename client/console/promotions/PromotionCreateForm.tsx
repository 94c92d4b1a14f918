import { useState } from 'react'
import { consoleApi } from '#client/console/api'
import { ConsoleForm } from '#client/console/form/ConsoleForm'
import { Field } from '#client/console/form/Field'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import type { BodyOf } from '#shared/api-client'
import type { OperatorPromotion } from '#shared/contract/operator/menu'
import { NEW_PROMOTION, type OfferChoice, PromotionFields, requestOf } from './PromotionFields'

/** A new promotion: its address, once, and everything the edit dialog changes later. */
export function PromotionCreateForm({
  offers,
  onCreated,
}: {
  offers: OfferChoice[]
  onCreated: (promotion: OperatorPromotion) => void
}) {
  const { t, lang } = useI18n()
  const [slug, setSlug] = useState('')
  const [draft, setDraft] = useState(NEW_PROMOTION)
  const { busy, errors, run } = useAction()
  const create = () =>
    run(async () => {
      // What staff typed, for the API to refuse on its fields.
      const body = { slug, ...requestOf(draft) } as BodyOf<'/api/operator/promotions'>
      const { data } = await consoleApi(lang).post('/api/operator/promotions', body)
      setSlug('')
      setDraft(NEW_PROMOTION)
      onCreated(data)
    })
  return (
    <ConsoleForm
      onSubmit={create}
      busy={busy}
      error={errors.form}
      submit={t('operator.console.promotions.create')}
    >
      <Field
        label={t('operator.console.promotions.slug')}
        hint={t('operator.console.promotions.slugHint')}
        value={slug}
        onChange={(event) => setSlug(event.target.value)}
        error={errors.slug}
        maxLength={100}
        autoComplete="off"
        required
      />
      <PromotionFields draft={draft} offers={offers} onChange={setDraft} errors={errors} />
    </ConsoleForm>
  )
}
