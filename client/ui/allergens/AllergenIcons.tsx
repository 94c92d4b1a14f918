import { useI18n } from '#client/ui/i18n'
import type { Allergens } from '#shared/allergens'
import './Allergens.css'

/** The pictograms alone, read out as one sentence, or "not known": for the menu's cards. */
export function AllergenIcons({ allergens }: { allergens: Allergens }) {
  const { t } = useI18n()
  if (!allergens) return <p className="allergen-icons">{t('allergens.lineUnknown')}</p>
  if (allergens.length === 0) return null
  const list = allergens.map((a) => t(`allergens.name.${a}`)).join(', ')
  return (
    <p className="allergen-icons" role="img" aria-label={t('allergens.icons', { list })}>
      {allergens.map((a) => (
        <span key={a} data-allergen={a} />
      ))}
    </p>
  )
}
