import { useState } from 'react'
import { browserApi } from '#client/ui/api'
import { useI18n } from '#client/ui/i18n'
import type { Form } from './useCheckoutForm'

type Props = { change: (fields: Partial<Form>) => void }

// A phone without a fix after this long is told so; the form stays as it was.
const FIX_TIMEOUT_MS = 10_000

type Outcome = 'locating' | 'denied' | 'unavailable' | 'unknown' | null

/** Why the location did not come, in the customer's words (the Geolocation API's codes). */
const failureOf = (error: GeolocationPositionError): Outcome =>
  error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'

const position = () =>
  new Promise<GeolocationPosition>((found, failed) =>
    navigator.geolocation.getCurrentPosition(found, failed, {
      enableHighAccuracy: true,
      timeout: FIX_TIMEOUT_MS,
      maximumAge: 60_000,
    }),
  )

/**
 * "Use my location": the browser asks for the phone's position only on this tap (issue 35's
 * privacy rule), the shop's own API names the street there, and the form takes the street and the
 * point, which decides the zone. A refusal, no fix or no address there leaves the form untouched.
 */
export function LocateButton({ change }: Props) {
  const { t, lang } = useI18n()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const locate = async () => {
    if (!('geolocation' in navigator)) return setOutcome('unavailable')
    setOutcome('locating')
    let fix: GeolocationPosition
    try {
      fix = await position()
    } catch (error) {
      return setOutcome(failureOf(error as GeolocationPositionError))
    }
    const point = { lat: fix.coords.latitude, lng: fix.coords.longitude }
    const found = await browserApi(lang)
      .get('/api/address-suggestions/reverse', { query: point })
      .then(({ data }) => data)
      .catch(() => null)
    if (!found) return setOutcome('unknown')
    // The phone's own point, not the house's the provider matched: it is where the customer is.
    change({ street: found.street, point })
    setOutcome(null)
  }
  return (
    <div className="locate">
      <button
        type="button"
        className="link-button"
        disabled={outcome === 'locating'}
        onClick={() => void locate()}
      >
        {t('checkout.useLocation')}
      </button>
      <p role="status" className="field__hint">
        {outcome ? t(`checkout.location.${outcome}`) : ''}
      </p>
    </div>
  )
}
