import { useI18n } from '#client/ui/i18n'
import type { Category } from '#shared/contract/catalog'

/** The categories as a row of links; on the menu page they jump to their section. */
export function CategoryChips({
  categories,
  anchors = false,
  current,
}: {
  categories: readonly Category[]
  anchors?: boolean
  current?: string
}) {
  const { t, href } = useI18n()
  return (
    <nav className="category-chips" aria-label={t('menu.categories')}>
      {categories.map((category) => (
        <a
          key={category.id}
          href={anchors ? `#${category.slug}` : href(`/menu/${category.slug}`)}
          aria-current={current === category.slug ? 'true' : undefined}
        >
          {category.name}
        </a>
      ))}
    </nav>
  )
}
