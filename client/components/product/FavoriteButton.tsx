import { useI18n } from '#client/i18n'
import { toggleFavorite, useIsFavorite } from '#client/stores/favorites'
import { Icon } from '../ui/Icon'

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
