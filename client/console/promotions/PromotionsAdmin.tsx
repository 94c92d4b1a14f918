import { useState } from 'react'
import { useI18n } from '#client/ui/i18n'
import type { OperatorPromotion } from '#shared/contract/operator/menu'
import { PromotionCreateForm } from './PromotionCreateForm'
import { PromotionDialog } from './PromotionDialog'
import type { OfferChoice } from './PromotionFields'

// As the API lists them and the shop shows them: lower position first, then the older one.
const inOrder = (all: OperatorPromotion[]) =>
  [...all].sort((a, b) => a.sort - b.sort || a.id - b.id)

/** Every promotion, switched off ones too, a form for a new one, and a dialog to edit each. */
export function PromotionsAdmin({
  promotions: initial,
  offers,
}: {
  promotions: OperatorPromotion[]
  offers: OfferChoice[]
}) {
  const { t } = useI18n()
  const [promotions, setPromotions] = useState(initial)
  const [open, setOpen] = useState<number | null>(null)
  const [done, setDone] = useState('')
  const saved = (promotion: OperatorPromotion) => {
    setPromotions((all) => inOrder([...all.filter((p) => p.id !== promotion.id), promotion]))
    setDone(t('operator.console.promotions.saved', { title: promotion.shown.title }))
  }
  const editing = promotions.find((promotion) => promotion.id === open)
  return (
    <div className="console-columns console-columns--wide">
      <section className="card" aria-labelledby="promotion-list-title">
        <h2 id="promotion-list-title">{t('operator.console.promotions.list')}</h2>
        <p className="console-done" role="status">
          {done}
        </p>
        <ul className="staff-list">
          {promotions.map((promotion) => (
            <li
              key={promotion.id}
              className="staff-list__item"
              data-inactive={promotion.active ? undefined : 'true'}
            >
              <div className="staff-list__who">
                {/* As the shop shows it: the figures its text names filled in. */}
                <strong>{promotion.shown.title}</strong>
                <span>{promotion.shown.summary}</span>
                <span className="console-muted console-code">{`/promotions/${promotion.slug}`}</span>
              </div>
              <span className="console-muted">
                {t(
                  promotion.active
                    ? 'operator.console.promotions.shown'
                    : 'operator.console.promotions.hidden',
                )}
                {` · ${t('operator.console.promotions.position', { sort: promotion.sort })}`}
              </span>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => setOpen(promotion.id)}
                aria-label={t('operator.console.promotions.editName', {
                  name: promotion.shown.title,
                })}
              >
                {t('operator.console.promotions.edit')}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="promotion-create-title">
        <h2 id="promotion-create-title">{t('operator.console.promotions.new')}</h2>
        <PromotionCreateForm offers={offers} onCreated={saved} />
      </section>
      {editing && (
        <PromotionDialog
          promotion={editing}
          offers={offers}
          onClose={() => setOpen(null)}
          onSaved={saved}
        />
      )}
    </div>
  )
}
