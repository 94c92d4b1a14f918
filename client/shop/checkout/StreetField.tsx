import { useEffect, useId, useState } from 'react'
import { browserApi } from '#client/ui/api'
import { useI18n } from '#client/ui/i18n'
import type { AddressSuggestion } from '#shared/contract/geocoder'
import { errorProps, FieldError } from './FieldError'
import type { Form } from './useCheckoutForm'

type Props = {
  form: Form
  change: (fields: Partial<Form>) => void
  problems: Record<string, string>
  /** Pickup instead, offered when the address lies outside every zone. */
  pickUp: () => void
}

// A suggestion is asked for once typing pauses, and only for three letters or more (the API's own
// minimum): Photon's policy asks for no request per keystroke. A provider that allows no type-ahead
// (Nominatim) is asked once, and not again while the customer types.
const PAUSE_MS = 300

/**
 * The street and number, with the geocoder's suggestions beneath as the customer types, each a
 * button. Picking one gives the point that decides the zone; typing again forgets it. Without a
 * geocoder, or when it fails, this is the plain field it always was.
 */
export function StreetField({ form, change, problems, pickUp }: Props) {
  const { t, lang } = useI18n()
  const listId = useId()
  const [places, setPlaces] = useState<AddressSuggestion[]>([])
  const [typeAhead, setTypeAhead] = useState(true)
  const [open, setOpen] = useState(false)
  const query = form.point || !typeAhead ? '' : form.street.trim()
  useEffect(() => {
    if (query.length < 3) return setPlaces([])
    let live = true
    const timer = setTimeout(() => {
      browserApi(lang)
        .get('/api/address-suggestions', { query: { q: query } })
        .then((answer) => {
          if (!live) return
          setPlaces(answer.data)
          setTypeAhead(answer.typeAhead)
        })
        .catch(() => live && setPlaces([]))
    }, PAUSE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [query, lang])
  const shown = open && places.length > 0
  const pick = (place: AddressSuggestion) => {
    change({ street: place.street, point: place.point })
    setOpen(false)
  }
  return (
    <>
      <label className="field">
        <span className="field__label">{t('checkout.street')}</span>
        <input
          autoComplete="street-address"
          // Only while the list is there: axe refuses an id that names nothing.
          aria-controls={shown ? listId : undefined}
          value={form.street}
          onChange={(e) => {
            change({ street: e.target.value, point: null })
            setOpen(true)
          }}
          onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
          {...errorProps('address.street', problems)}
        />
      </label>
      {shown ? (
        <ul id={listId} className="suggestions" aria-label={t('checkout.suggestions')}>
          {places.map((place) => (
            <li key={`${place.point.lat},${place.point.lng}`}>
              <button type="button" onClick={() => pick(place)}>
                {place.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError field="address.street" problems={problems} />
      {problems.point ? (
        <p className="field-error" role="alert">
          {problems.point}{' '}
          <button type="button" className="link" onClick={pickUp}>
            {t('checkout.pickUpInstead')}
          </button>
        </p>
      ) : null}
    </>
  )
}
