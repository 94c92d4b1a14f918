import { useState } from 'react'
import { consoleApi } from '#client/console/api'
import { ConsoleForm } from '#client/console/form/ConsoleForm'
import { useAction } from '#client/console/form/useAction'
import { PhotoField } from '#client/console/menu/PhotoField'
import { useI18n } from '#client/ui/i18n'
import { Overlay } from '#client/ui/Overlay'
import type { OperatorPromotion } from '#shared/contract/operator/menu'
import { draftOf, type OfferChoice, PromotionFields, requestOf } from './PromotionFields'

type Props = {
  promotion: OperatorPromotion
  offers: OfferChoice[]
  onClose: () => void
  onSaved: (promotion: OperatorPromotion) => void
}

/** A manager's edit of one promotion; its address stays as it was made. */
export function PromotionDialog({ promotion, offers, onClose, onSaved }: Props) {
  const { t, lang } = useI18n()
  const [draft, setDraft] = useState(() => draftOf(promotion))
  const { busy, errors, run } = useAction()
  const save = () =>
    run(async () => {
      const { data } = await consoleApi(lang).post(
        '/api/operator/promotions/{id}',
        requestOf(draft),
        { params: { id: promotion.id } },
      )
      onSaved(data)
      onClose()
    })
  return (
    <Overlay open onClose={onClose} title={promotion.shown.title} testId="promotion-dialog">
      <p className="console-muted">
        <span className="console-code">{`/promotions/${promotion.slug}`}</span>
      </p>
      <ConsoleForm onSubmit={save} busy={busy} error={errors.form} submit={t('account.save')}>
        <PromotionFields
          draft={draft}
          offers={offers}
          onChange={setDraft}
          errors={errors}
          autoFocus
        />
        <PhotoField
          label={t('operator.console.photo.label')}
          image={draft.image}
          kind="dish"
          at={{ path: '/api/operator/promotions/{id}/image', id: promotion.id }}
          onChange={(image) => {
            setDraft((current) => ({ ...current, image: image ?? '' }))
            onSaved({ ...promotion, image: image ?? '' })
          }}
        />
      </ConsoleForm>
    </Overlay>
  )
}
