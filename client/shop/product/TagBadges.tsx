import { useI18n } from '#client/ui/i18n'
import type { CardOffer, Tag } from '#shared/contract/catalog'

// Only the tags that help choosing at a glance are badges; all of them are filters on the menu.
const BADGES: Tag[] = ['new', 'spicy', 'vegetarian']

/** The dish's tags, after the running offer's badge ("−15%") when one is for it. */
export function TagBadges({ tags, offer }: { tags: readonly Tag[]; offer: CardOffer | null }) {
  const { t } = useI18n()
  const shown = BADGES.filter((tag) => tags.includes(tag))
  if (!shown.length && !offer) return null
  return (
    <ul className="tag-badges">
      {offer && (
        <li className="tag-badge tag-badge--offer" title={offer.name}>
          {offer.badge}
        </li>
      )}
      {shown.map((tag) => (
        <li key={tag} className={`tag-badge tag-badge--${tag}`}>
          {t(`tags.${tag}`)}
        </li>
      ))}
    </ul>
  )
}
