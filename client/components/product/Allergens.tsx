import type { Allergen, Allergens } from '../../../shared/allergens'
import { useI18n } from '../../i18n'
import './Allergens.css'

// A pictogram per allergen, always beside or behind its word: the word is what a screen reader
// reads and what a customer who does not know the picture reads.
const SYMBOLS: Record<Allergen, string> = {
  gluten: '🌾',
  crustaceans: '🦐',
  eggs: '🥚',
  fish: '🐟',
  peanuts: '🥜',
  soybeans: '🫘',
  milk: '🥛',
  nuts: '🌰',
  celery: '🥬',
  mustard: '🟡',
  sesame: '⚪',
  sulphites: '🍷',
  lupin: '🌼',
  molluscs: '🦑',
}

function useAllergenNames() {
  const { t } = useI18n()
  return (list: readonly Allergen[]) => list.map((a) => t(`allergens.name.${a}`)).join(', ')
}

/** The pictograms alone, read out as one sentence: for the menu's cards. */
export function AllergenIcons({ allergens }: { allergens: Allergens }) {
  const { t } = useI18n()
  const names = useAllergenNames()
  if (allergens === null) {
    return <p className="allergen-icons allergen-icons--unknown">{t('allergens.lineUnknown')}</p>
  }
  if (allergens.length === 0) return null
  return (
    <p
      className="allergen-icons"
      role="img"
      aria-label={t('allergens.icons', { list: names(allergens) })}
      title={names(allergens)}
    >
      {allergens.map((a) => (
        <span key={a} data-allergen={a}>
          {SYMBOLS[a]}
        </span>
      ))}
    </p>
  )
}

/** The pictograms with their words, for the product page. */
export function AllergenList({ allergens }: { allergens: Allergens }) {
  const { t } = useI18n()
  if (allergens === null) return <p className="allergens-unknown">{t('allergens.unknown')}</p>
  if (allergens.length === 0) return <p>{t('allergens.none')}</p>
  return (
    <ul className="allergen-list">
      {allergens.map((a) => (
        <li key={a} data-allergen={a}>
          <span aria-hidden="true">{SYMBOLS[a]}</span> {t(`allergens.name.${a}`)}
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
          <span aria-hidden="true">{allergens.map((a) => SYMBOLS[a]).join(' ')} </span>
          {t('allergens.contains', { list: names(allergens) })}
        </>
      )}
    </p>
  )
}
