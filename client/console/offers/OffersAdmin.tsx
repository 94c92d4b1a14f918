import { useState } from 'react'
import { useI18n } from '#client/ui/i18n'
import { Overlay } from '#client/ui/Overlay'
import type { OperatorOffer } from '#shared/contract/operator/offers'
import { OfferCodes } from './OfferCodes'
import { type OfferChoices, OfferForm } from './OfferForm'

type Props = { offers: OperatorOffer[]; choices: OfferChoices }

/** Every offer with what it did (uses, discount given), a form for a new one, a dialog to edit each. */
export function OffersAdmin({ offers: initial, choices }: Props) {
  const { t, lang, price } = useI18n()
  const label = (key: string, values?: Record<string, string | number>) =>
    t(`operator.console.offers.${key}`, values)
  const [offers, setOffers] = useState(initial)
  const [open, setOpen] = useState<number | null>(null)
  const [done, setDone] = useState('')
  const replaced = (offer: OperatorOffer) =>
    setOffers((all) => [...all.filter((o) => o.id !== offer.id), offer].sort((a, b) => a.id - b.id))
  const saved = (offer: OperatorOffer) => {
    replaced(offer)
    setDone(label('saved', { name: offer.name[lang] }))
    setOpen(null)
  }
  const editing = offers.find((offer) => offer.id === open)
  return (
    <div className="console-columns console-columns--wide">
      <section className="card" aria-labelledby="offer-list-title">
        <h2 id="offer-list-title">{label('list')}</h2>
        <p className="console-done" role="status">
          {done}
        </p>
        <ul className="staff-list">
          {offers.map((offer) => (
            <li
              key={offer.id}
              className="staff-list__item"
              data-inactive={offer.active ? undefined : 'true'}
            >
              <div className="staff-list__who">
                <strong>{offer.name[lang]}</strong>
                <span className="console-code">
                  {offer.code ??
                    (offer.codes.total > 0 ? label('codes.title') : label('automatic'))}
                </span>
                <span className="console-muted">
                  {label('figures', { uses: offer.uses, given: price(offer.given) })}
                </span>
              </div>
              <span className="console-muted">{label(offer.active ? 'on' : 'off')}</span>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => setOpen(offer.id)}
                aria-label={label('editName', { name: offer.name[lang] })}
              >
                {label('edit')}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="offer-create-title">
        <h2 id="offer-create-title">{label('new')}</h2>
        <OfferForm choices={choices} onSaved={saved} />
      </section>
      {editing && (
        <Overlay
          open
          onClose={() => setOpen(null)}
          title={editing.name[lang]}
          testId="offer-dialog"
        >
          <OfferForm offer={editing} choices={choices} onSaved={saved} />
          <OfferCodes offer={editing} onChange={replaced} />
        </Overlay>
      )}
    </div>
  )
}
