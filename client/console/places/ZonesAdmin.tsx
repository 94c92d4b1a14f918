import { useI18n } from '#client/ui/i18n'
import { Overlay } from '#client/ui/Overlay'
import { TableScroll } from '#client/ui/TableScroll'
import type { OperatorRegion, OperatorRestaurant } from '#shared/contract/operator/places'
import { usePlaceList } from './usePlaceList'
import { ZoneForm } from './ZoneForm'
import '#client/console/menu/catalog.css'

/** The delivery zones in a table, each editable in a dialog, and a form for a new one. */
export function ZonesAdmin({
  zones,
  restaurants,
}: {
  zones: OperatorRegion[]
  restaurants: OperatorRestaurant[]
}) {
  const { t, lang, price } = useI18n()
  const list = usePlaceList(zones)
  const label = (key: string) => t(`operator.console.places.${key}`)
  return (
    <section className="places" aria-labelledby="zones-title">
      <h2 id="zones-title">{label('zones')}</h2>
      <div className="console-columns console-columns--wide">
        <div className="card">
          <p className="console-done" role="status">
            {list.done}
          </p>
          <TableScroll name={label('zones')}>
            <table className="console-table">
              <caption className="visually-hidden">{label('zones')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('delivery.zone')}</th>
                  <th scope="col">{t('delivery.fee')}</th>
                  <th scope="col">{t('delivery.minOrder')}</th>
                  <th scope="col">{t('delivery.freeFromColumn')}</th>
                  <th scope="col">{t('delivery.eta')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{label('edit')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.places.map((zone) => (
                  <tr key={zone.id}>
                    <th scope="row">{zone.name[lang]}</th>
                    <td>{price(zone.deliveryFee)}</td>
                    <td>{price(zone.minOrder)}</td>
                    <td>{price(zone.freeDeliveryFrom)}</td>
                    <td>{t('delivery.minutes', { minutes: zone.etaMinutes })}</td>
                    <td>
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        aria-label={t('operator.console.places.editName', {
                          name: zone.name[lang],
                        })}
                        onClick={() => list.edit(zone.id)}
                      >
                        {label('edit')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </div>
        <section className="card" aria-labelledby="zone-create-title">
          <h3 id="zone-create-title">{label('newZone')}</h3>
          <ZoneForm
            sort={list.nextSort}
            restaurants={restaurants}
            zones={list.places}
            onSaved={list.added}
          />
        </section>
      </div>
      {list.editing && (
        <Overlay open onClose={list.close} title={list.editing.name[lang]} testId="zone-dialog">
          <ZoneForm
            zone={list.editing}
            restaurants={restaurants}
            zones={list.places}
            onSaved={list.edited}
          />
        </Overlay>
      )}
    </section>
  )
}
