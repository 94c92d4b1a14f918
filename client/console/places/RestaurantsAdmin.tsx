import { useI18n } from '#client/ui/i18n'
import { OpeningHours } from '#client/ui/OpeningHours'
import { Overlay } from '#client/ui/Overlay'
import type { OperatorRestaurant } from '#shared/contract/operator/places'
import { mapLink } from '#shared/map-link'
import { RestaurantForm } from './RestaurantForm'
import { usePlaceList } from './usePlaceList'

/** The restaurants with their addresses, map links and hours, each editable in a dialog, and a new one. */
export function RestaurantsAdmin({ restaurants }: { restaurants: OperatorRestaurant[] }) {
  const { t, lang } = useI18n()
  const list = usePlaceList(restaurants)
  const label = (key: string, values?: Record<string, string>) =>
    t(`operator.console.places.${key}`, values)
  return (
    <section className="places" aria-labelledby="restaurants-title">
      <h2 id="restaurants-title">{label('restaurants')}</h2>
      <div className="console-columns console-columns--wide">
        <div className="card">
          <p className="console-done" role="status">
            {list.done}
          </p>
          <ul className="place-list">
            {list.places.map((restaurant) => (
              <li key={restaurant.id} className="place-list__item">
                <div className="place-list__head">
                  <h3>{restaurant.name[lang]}</h3>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={t('operator.console.places.editName', {
                      name: restaurant.name[lang],
                    })}
                    onClick={() => list.edit(restaurant.id)}
                  >
                    {label('edit')}
                  </button>
                </div>
                <p>
                  {restaurant.address[lang]}{' '}
                  <a
                    href={mapLink(restaurant.lat, restaurant.lng)}
                    target="_blank"
                    rel="noopener"
                    aria-label={label('mapName', { name: restaurant.name[lang] })}
                  >
                    {label('mapLink')}
                  </a>
                </p>
                <p className="console-muted">{restaurant.phone}</p>
                <OpeningHours hours={restaurant.hours} />
              </li>
            ))}
          </ul>
        </div>
        <section className="card" aria-labelledby="restaurant-create-title">
          <h3 id="restaurant-create-title">{label('newRestaurant')}</h3>
          <RestaurantForm sort={list.nextSort} onSaved={list.added} />
        </section>
      </div>
      {list.editing && (
        <Overlay
          open
          onClose={list.close}
          title={list.editing.name[lang]}
          testId="restaurant-dialog"
        >
          <RestaurantForm restaurant={list.editing} onSaved={list.edited} />
        </Overlay>
      )}
    </section>
  )
}
