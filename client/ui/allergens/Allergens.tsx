import { useI18n } from '#client/ui/i18n'
import type { Allergen, Allergens } from '#shared/allergens'
import './Allergens.css'

function useAllergenNames() {
  const { t } = useI18n()
  return (list: readonly Allergen[]) => list.map((a) => t(`allergens.name.${a}`)).join(', ')
}

/** The pictograms with their words, for the product page. */
export function AllergenList({ allergens }: { allergens: Allergens }) {
  const { t } = useI18n()
  if (allergens === null) return <p className="allergens-unknown">{t('allergens.unknown')}</p>
  if (allergens.length === 0) return <p>{t('allergens.none')}</p>
  return (
    <ul className="allergen-list">
      {allergens.map((a) => (
        <li key={a}>
          <span aria-hidden="true" data-allergen={a} /> {t(`allergens.name.${a}`)}
        </li>
      ))}
    </ul>
  )
}

/** One line of words for a dish as chosen (cart, order, the add button): "Contains: …". */
export function AllergenSentence({
  allergens,
  unknown = 'allergens.lineUnknown',
  className = 'allergen-sentence',
}: {
  allergens: Allergens
  /** The message key when they are unknown: a short note, or the full warning by the button. */
  unknown?: string
  className?: string
}) {
  const { t } = useI18n()
  const names = useAllergenNames()
  if (allergens === null) {
    return <p className={`${className} allergens-unknown`}>{t(unknown)}</p>
  }
  return (
    <p className={className}>
      {allergens.length === 0 ? (
        t('allergens.none')
      ) : (
        <>
          <span aria-hidden="true">
            {allergens.map((a) => (
              <span key={a} data-allergen={a} />
            ))}{' '}
          </span>
          {t('allergens.contains', { list: names(allergens) })}
        </>
      )}
    </p>
  )
}
