import { toggleFavorite, useIsFavorite } from '#client/shop/stores/favorites'
import { Icon } from '#client/ui/Icon'
import { useI18n } from '#client/ui/i18n'

export function FavoriteButton({ id, name }: { id: number; name: string }) {
  const { t } = useI18n()
  const active = useIsFavorite(id)
  return (
    <button
      type="button"
      className="favorite-button"
      aria-pressed={active}
      aria-label={t('product.favorite', { name })}
      onClick={() => toggleFavorite(id)}
    >
      <Icon name={active ? 'heart-filled' : 'heart'} size={22} />
    </button>
  )
}
