import { useData } from 'vike-react/useData'
import type { CheckoutData } from '#client/shop/pages/(checkout)/checkout/+data'
import { useI18n } from '#client/ui/i18n'
import { errorProps, FieldError } from './FieldError'
import { LocateButton } from './LocateButton'
import { QuotedZone } from './QuotedZone'
import { SavedAddressPicker } from './SavedAddressPicker'
import { StreetField } from './StreetField'
import type { Checkout, Form } from './useCheckoutForm'

type Props = Pick<Checkout, 'form' | 'change' | 'problems' | 'savedAddresses' | 'quote'>

/** Delivery, to a zone and an address, or pickup from one of the restaurants. */
export function DeliveryFieldset({ form, change, problems, savedAddresses, quote }: Props) {
  const { orderTypes, regions, restaurants, geocoder } = useData<CheckoutData>()
  const { t, price } = useI18n()
  return (
    <fieldset className="card">
      <legend>{t('checkout.how')}</legend>
      <div className="segmented">
        {orderTypes.map((type) => (
          <label key={type.code} className="segmented__option">
            <input
              type="radio"
              name="orderType"
              value={type.code}
              checked={form.orderType === type.code}
              onChange={() => change({ orderType: type.code as Form['orderType'] })}
            />
            {type.name}
          </label>
        ))}
      </div>
      {form.orderType === 'delivery' ? (
        <>
          <SavedAddressPicker form={form} change={change} savedAddresses={savedAddresses} />
          {/* A point decides the zone on the server; without one the customer chooses it by name. */}
          {form.point ? (
            <QuotedZone quote={quote} />
          ) : (
            <>
              <label className="field">
                <span className="field__label">{t('checkout.zone')}</span>
                <select
                  {...errorProps('regionId', problems)}
                  value={form.regionId ?? ''}
                  onChange={(e) => change({ regionId: Number(e.target.value) })}
                >
                  {regions.map((region) => (
                    <option key={region.id} value={region.id}>
                      {region.name} —{' '}
                      {region.deliveryFee ? price(region.deliveryFee) : t('delivery.free')}
                    </option>
                  ))}
                </select>
              </label>
              <FieldError field="regionId" problems={problems} />
            </>
          )}
          <StreetField
            form={form}
            change={change}
            problems={problems}
            pickUp={() => change({ orderType: 'pickup' })}
          />
          {geocoder ? <LocateButton change={change} /> : null}
          <div className="field-row">
            {(['entrance', 'floor', 'apartment'] as const).map((name) => (
              <label key={name} className="field">
                <span className="field__label">{t(`checkout.${name}`)}</span>
                <input value={form[name]} onChange={(e) => change({ [name]: e.target.value })} />
              </label>
            ))}
          </div>
          <label className="field">
            <span className="field__label">{t('checkout.courierNote')}</span>
            <input value={form.note} onChange={(e) => change({ note: e.target.value })} />
          </label>
        </>
      ) : (
        <fieldset>
          <legend className="field__label">{t('checkout.restaurant')}</legend>
          {restaurants.map((r) => (
            <label key={r.id} className="check">
              <input
                type="radio"
                name="restaurant"
                checked={form.restaurantId === r.id}
                onChange={() => change({ restaurantId: r.id })}
              />
              <span>
                {r.name} — {r.address}
              </span>
            </label>
          ))}
          <FieldError field="restaurantId" problems={problems} />
        </fieldset>
      )}
    </fieldset>
  )
}
