import { navigate } from 'vike/client/router'
import { useI18n } from '#client/ui/i18n'
import { type BoardFilters as Filters, filtersQuery } from './board'

export type Place = { id: number; name: string }

type Props = { filters: Filters; restaurants: Place[]; regions: Place[] }

/** The day, restaurant and zone shown; each change is a new URL (so a reload or a link keeps it). */
export function BoardFilters({ filters, restaurants, regions }: Props) {
  const { t, href } = useI18n()
  const show = (change: Partial<Filters>) =>
    void navigate(href('/operator/orders') + filtersQuery({ ...filters, ...change }), {
      keepScrollPosition: true,
    })
  const id = (value: string) => (value ? Number(value) : null)
  return (
    <form className="board-filters" onSubmit={(event) => event.preventDefault()}>
      <label className="field">
        <span className="field__label">{t('operator.console.board.date')}</span>
        <input
          type="date"
          value={filters.date}
          required
          onChange={(event) => event.target.value && show({ date: event.target.value })}
        />
      </label>
      <label className="field">
        <span className="field__label">{t('account.order.restaurant')}</span>
        <select
          value={filters.restaurantId ?? ''}
          onChange={(event) => show({ restaurantId: id(event.target.value) })}
        >
          <option value="">{t('operator.console.board.allRestaurants')}</option>
          {restaurants.map((place) => (
            <option key={place.id} value={place.id}>
              {place.name}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t('checkout.zone')}</span>
        <select
          value={filters.regionId ?? ''}
          onChange={(event) => show({ regionId: id(event.target.value) })}
        >
          <option value="">{t('operator.console.board.allZones')}</option>
          {regions.map((place) => (
            <option key={place.id} value={place.id}>
              {place.name}
            </option>
          ))}
        </select>
      </label>
    </form>
  )
}
