import { useId, useState } from 'react'
import { Field } from '#client/console/form/Field'
import { LanguageFieldsets } from '#client/console/form/LanguageFieldsets'
import { useI18n } from '#client/ui/i18n'
import type { OperatorRestaurant } from '#shared/contract/operator/places'
import { PlaceForm, usePlaceSave } from './PlaceForm'
import { NEW_RESTAURANT, restaurantDraft, restaurantRequest } from './place-drafts'
import { SpecialDays } from './SpecialDays'
import { WeekHours } from './WeekHours'
import { type DayRow, slotError } from './week-hours'

type Props = {
  /** The restaurant to edit; without it, the form adds one at position `sort`. */
  restaurant?: OperatorRestaurant
  sort?: number
  onSaved: (restaurant: OperatorRestaurant) => void
}

/** A restaurant's names, addresses, phone, map place, pickup and week: new or edited. */
export function RestaurantForm({ restaurant, sort = 0, onSaved }: Props) {
  const { t } = useI18n()
  const label = (key: string) => t(`operator.console.places.${key}`)
  const mapHint = useId()
  const [draft, setDraft] = useState(() =>
    restaurant ? restaurantDraft(restaurant) : NEW_RESTAURANT,
  )
  // The API names a wrong time by its place in the hours sent: the week as sent finds its interval.
  const [sent, setSent] = useState<DayRow[]>([])
  const place = usePlaceSave('restaurants', restaurant ? { id: restaurant.id } : { sort }, onSaved)
  const set = (name: 'phone' | 'lat' | 'lng') => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value })
  const save = () => {
    const fields = restaurantRequest(draft, restaurant)
    setSent(fields.hours ? draft.week : [])
    void place.save(fields, () => setDraft(NEW_RESTAURANT))
  }
  return (
    <PlaceForm
      place={place}
      submit={restaurant ? t('account.save') : label('createRestaurant')}
      onSubmit={save}
    >
      <LanguageFieldsets
        texts={[
          { name: 'name', label: label('name'), maxLength: 100, required: true },
          { name: 'address', label: label('address'), maxLength: 300, required: true },
        ]}
        values={draft}
        errors={place.errors}
        onChange={(name, text) => setDraft({ ...draft, [name]: text })}
        autoFocus={restaurant !== undefined}
      />
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
        errorOf={(day, slot, time) => slotError(place.errors, sent, day, slot, time)}
      />
      <SpecialDays
        days={draft.specialDays}
        onChange={(specialDays) => setDraft({ ...draft, specialDays })}
        errorOf={(index, field) =>
          place.errors[`specialDays.${index}.${field}`] ?? place.errors.specialDays
        }
      />
    </PlaceForm>
  )
}
