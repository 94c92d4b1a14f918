import { useId } from 'react'
import { useData } from 'vike-react/useData'
import type { CheckoutData } from '#client/shop/pages/(checkout)/checkout/+data'
import { useI18n } from '#client/ui/i18n'
import type { SavedAddress } from '#shared/contract/profile'
import type { Checkout } from './useCheckoutForm'
import { ADDRESS_FIELDS, isSameAddress } from './useSavedAddresses'

type Props = Pick<Checkout, 'form' | 'change' | 'savedAddresses'>

const NEW = 'new'

/** The customer's earlier delivery addresses to choose from (the newest is filled in already). */
export function SavedAddressPicker({ form, change, savedAddresses }: Props) {
  const { regions } = useData<CheckoutData>()
  const { t } = useI18n()
  const id = useId()
  if (!savedAddresses.length) return null
  const chosen = savedAddresses.findIndex((saved) => isSameAddress(form, saved))
  const label = (saved: SavedAddress) =>
    [
      saved.street,
      ...(['entrance', 'floor', 'apartment'] as const)
        .filter((part) => saved[part])
        .map((part) => `${t(`checkout.${part}`)} ${saved[part]}`),
    ].join(', ')
  const choose = (value: string) => {
    const saved = savedAddresses[Number(value)]
    // A saved address has no point yet: the zone goes by its name.
    if (!saved)
      return change({
        ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])),
        point: null,
      })
    const { regionId, ...address } = saved
    change({
      ...address,
      point: null,
      ...(regions.some((r) => r.id === regionId) ? { regionId } : {}),
    })
  }
  return (
    // Labelled by id, not by wrapping: the options' text would join the label's ("Floor 3").
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('checkout.savedAddress')}
      </label>
      <select id={id} value={chosen < 0 ? NEW : chosen} onChange={(e) => choose(e.target.value)}>
        {savedAddresses.map((saved, index) => (
          <option key={`${saved.regionId} ${label(saved)}`} value={index}>
            {label(saved)}
          </option>
        ))}
        <option value={NEW}>{t('checkout.newAddress')}</option>
      </select>
    </div>
  )
}
