import { Field, SelectField } from '#client/console/form/Field'
import { useI18n } from '#client/ui/i18n'
import type { PhoneOrder, Places } from './usePhoneOrderForm'

type Props = Places & Pick<PhoneOrder, 'form' | 'change' | 'problems'>

/** Delivered to a zone's address or picked up at a restaurant, and when. */
export function WhereFieldset({ zones, restaurants, form, change, problems }: Props) {
  const { t } = useI18n()
  const { address } = form
  return (
    <fieldset className="card phone-order__part">
      <legend>{t('operator.console.phone.where')}</legend>
      <div className="segmented">
        {(['delivery', 'pickup'] as const).map((type) => (
          <label key={type} className="segmented__option">
            <input
              type="radio"
              name="orderType"
              checked={form.orderType === type}
              onChange={() => change({ orderType: type })}
            />
            {t(`account.orderType.${type}`)}
          </label>
        ))}
      </div>
      {form.orderType === 'delivery' ? (
        <>
          <SelectField
            label={t('operator.console.phone.zone')}
            value={form.regionId}
            error={problems.regionId}
            onChange={(event) => change({ regionId: Number(event.target.value) })}
          >
            {zones.map((zone) => (
              <option key={zone.id} value={zone.id}>
                {zone.name}
              </option>
            ))}
          </SelectField>
          {(['street', 'entrance', 'floor', 'apartment'] as const).map((part) => (
            <Field
              key={part}
              label={t(`checkout.${part}`)}
              value={address[part]}
              error={
                problems[`address.${part}`] ?? (part === 'street' ? problems.address : undefined)
              }
              onChange={(event) => change({ address: { ...address, [part]: event.target.value } })}
            />
          ))}
        </>
      ) : (
        <SelectField
          label={t('operator.console.phone.restaurant')}
          value={form.restaurantId}
          error={problems.restaurantId}
          onChange={(event) => change({ restaurantId: Number(event.target.value) })}
        >
          {restaurants.map((restaurant) => (
            <option key={restaurant.id} value={restaurant.id}>
              {restaurant.name}
            </option>
          ))}
        </SelectField>
      )}
      <Field
        label={t('operator.console.phone.time')}
        hint={t('operator.console.phone.timeHint')}
        type="datetime-local"
        value={form.time}
        error={problems.time}
        onChange={(event) => change({ time: event.target.value })}
      />
    </fieldset>
  )
}
