import { useId, useState } from 'react'
import { useI18n } from '../../i18n'
import type { ConsoleRestaurant } from './catalog-types'
import { Field } from './Field'
import { LocalizedFields } from './LocalizedFields'
import { PlaceForm, usePlaceSave } from './PlaceForm'
import { NEW_RESTAURANT, restaurantDraft, restaurantRequest } from './place-drafts'
import { WeekHours } from './WeekHours'
import { dayError } from './week-hours'

type Props = {
  /** The restaurant to edit; without it, the form adds one at position `sort`. */
  restaurant?: ConsoleRestaurant
  sort?: number
  onSaved: (restaurant: ConsoleRestaurant) => void
}

/** A restaurant's names, addresses, phone, map place, pickup and week: new or edited. */
export function RestaurantForm({ restaurant, sort = 0, onSaved }: Props) {
  const { t } = useI18n()
  const label = (key: string) => t(`operator.console.places.${key}`)
  const mapHint = useId()
  const [draft, setDraft] = useState(() =>
    restaurant ? restaurantDraft(restaurant) : NEW_RESTAURANT,
  )
  // The API names a wrong time by its place in the hours sent: kept to find the weekday again.
  const [sent, setSent] = useState<ConsoleRestaurant['hours']>([])
  const place = usePlaceSave('restaurants', restaurant ? { id: restaurant.id } : { sort }, onSaved)
  const set = (name: 'phone' | 'lat' | 'lng') => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value })
  const save = () => {
    const fields = restaurantRequest(draft, restaurant)
    setSent(fields.hours ?? [])
    void place.save(fields, () => setDraft(NEW_RESTAURANT))
  }
  const texts = [
    ['name', 'names', 100],
    ['address', 'addresses', 300],
  ] as const
  return (
    <PlaceForm
      place={place}
      submit={restaurant ? t('account.save') : label('createRestaurant')}
      onSubmit={save}
    >
      {texts.map(([field, legend, maxLength]) => (
        <fieldset key={field} className="place-group">
          <legend>{label(legend)}</legend>
          <LocalizedFields
            field={field}
            label={(lang) => t(`operator.console.places.${field}`, { lang })}
            value={draft[field]}
            onChange={(text) => setDraft({ ...draft, [field]: text })}
            errors={place.errors}
            maxLength={maxLength}
            required
            autoFocus={restaurant !== undefined && field === 'name'}
          />
        </fieldset>
      ))}
      <Field
        label={label('phone')}
        type="tel"
        autoComplete="off"
        value={draft.phone}
        onChange={set('phone')}
        error={place.errors.phone}
        required
      />
      <fieldset className="place-group place-pair" aria-describedby={mapHint}>
        <legend>{label('map')}</legend>
        <p className="field__hint" id={mapHint}>
          {label('coordinatesHint')}
        </p>
        {(['lat', 'lng'] as const).map((name) => (
          <Field
            key={name}
            label={label(name)}
            inputMode="decimal"
            autoComplete="off"
            value={draft[name]}
            onChange={set(name)}
            error={place.errors[name]}
            required
          />
        ))}
      </fieldset>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.pickup}
          onChange={(event) => setDraft({ ...draft, pickup: event.target.checked })}
        />
        {label('pickup')}
      </label>
      <WeekHours
        week={draft.week}
        onChange={(week) => setDraft({ ...draft, week })}
        errorOf={(day, time) => dayError(place.errors, sent, day, time)}
      />
    </PlaceForm>
  )
}
