import { useI18n } from '#client/ui/i18n'
import type { Tag } from '#shared/schemas'

// Only the tags that help choosing at a glance are badges; all of them are filters on the menu.
const BADGES: Tag[] = ['new', 'spicy', 'vegetarian']

export function TagBadges({ tags }: { tags: readonly Tag[] }) {
  const { t } = useI18n()
  const shown = BADGES.filter((tag) => tags.includes(tag))
  if (!shown.length) return null
  return (
    <ul className="tag-badges">
      {shown.map((tag) => (
        <li key={tag} className={`tag-badge tag-badge--${tag}`}>
          {t(`tags.${tag}`)}
        </li>
      ))}
    </ul>
  )
}
