import { useState } from 'react'
import { Field, SelectField } from '#client/console/form/Field'
import { LanguageFieldsets } from '#client/console/form/LanguageFieldsets'
import { useI18n } from '#client/ui/i18n'
import type { OperatorRegion, OperatorRestaurant } from '#shared/contract/operator/places'
import { AreaField } from './AreaField'
import { PlaceForm, usePlaceSave } from './PlaceForm'
import { NEW_ZONE, type ZoneDraft, zoneDraft, zoneRequest } from './place-drafts'

const MONEY = ['deliveryFee', 'minOrder', 'freeDeliveryFrom'] as const
const HINTS = { deliveryFee: 'euros', minOrder: 'euros', freeDeliveryFrom: 'freeFromHint' }
const LABELS = { deliveryFee: 'fee', minOrder: 'minOrder', freeDeliveryFrom: 'freeFrom' }

type Props = {
  /** The zone to edit; without it, the form adds one at position `sort`. */
  zone?: OperatorRegion
  sort?: number
  /** The kitchens one of which cooks the zone's deliveries. */
  restaurants: OperatorRestaurant[]
  /** Every zone: the others are drawn faintly beside this one's area, and name its overlaps. */
  zones: OperatorRegion[]
  onSaved: (zone: OperatorRegion) => void
}

/** A delivery zone's name, fee, minimum order, free-delivery threshold and time: new or edited. */
export function ZoneForm({ zone, sort = 0, restaurants, zones, onSaved }: Props) {
  const { t, lang } = useI18n()
  const label = (key: string, values?: Record<string, string>) =>
    t(`operator.console.places.${key}`, values)
  const [draft, setDraft] = useState(() => (zone ? zoneDraft(zone) : NEW_ZONE))
  const place = usePlaceSave('regions', zone ? { id: zone.id } : { sort }, onSaved)
  const others = zones.flatMap((z) => (z.id !== zone?.id && z.area ? [z.area] : []))
  const overlaps = (zone?.overlaps ?? []).map(({ regionId, wins }) => {
    const name = zones.find((z) => z.id === regionId)?.name[lang] ?? ''
    return label(wins ? 'overlapWins' : 'overlapLoses', { name })
  })
  const areaError = Object.entries(place.errors).find(([field]) => field.startsWith('area'))?.[1]
  const set = (name: keyof Omit<ZoneDraft, 'name'>) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value })
  return (
    <PlaceForm
      place={place}
      submit={zone ? t('account.save') : label('createZone')}
      onSubmit={() => void place.save(zoneRequest(draft), () => setDraft(NEW_ZONE))}
    >
      <LanguageFieldsets
        texts={[{ name: 'name', label: label('name'), maxLength: 100, required: true }]}
        values={draft}
        errors={place.errors}
        onChange={(name, text) => setDraft({ ...draft, [name]: text })}
        autoFocus={zone !== undefined}
      />
      {MONEY.map((name) => (
        <Field
          key={name}
          label={label(LABELS[name])}
          hint={label(HINTS[name])}
          inputMode="decimal"
          autoComplete="off"
          value={draft[name]}
          onChange={set(name)}
          error={place.errors[name]}
          required
        />
      ))}
      <Field
        label={label('eta')}
        type="number"
        inputMode="numeric"
        min={5}
        max={600}
        value={draft.etaMinutes}
        onChange={set('etaMinutes')}
        error={place.errors.etaMinutes}
        required
      />
      <SelectField
        label={label('kitchen')}
        value={draft.restaurantId}
        onChange={set('restaurantId')}
        error={place.errors.restaurantId}
      >
        <option value="">{label('kitchenFirst')}</option>
        {restaurants.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name[lang]}
          </option>
        ))}
      </SelectField>
      <AreaField
        value={draft.area}
        onChange={(area) => setDraft((before) => ({ ...before, area }))}
        error={areaError}
        others={others}
        overlaps={overlaps}
      />
    </PlaceForm>
  )
}
