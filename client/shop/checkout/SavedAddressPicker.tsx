import { useId } from 'react'
import { useData } from 'vike-react/useData'
import type { CheckoutData } from '#client/shop/pages/(checkout)/checkout/+data'
import { useI18n } from '#client/ui/i18n'
import type { SavedAddressEntry } from '#shared/contract/profile'
import type { Checkout } from './useCheckoutForm'
import { ADDRESS_FIELDS, addressLine, formOf, isSameAddress } from './useSavedAddresses'

type Props = Pick<Checkout, 'form' | 'change' | 'savedAddresses'>

const NEW = 'new'

/** The customer's earlier delivery addresses to choose from (the newest is filled in already). */
export function SavedAddressPicker({ form, change, savedAddresses }: Props) {
  const { regions } = useData<CheckoutData>()
  const { t } = useI18n()
  const id = useId()
  if (!savedAddresses.length) return null
  const chosen = savedAddresses.findIndex((saved) => isSameAddress(form, saved))
  // The name the customer gave it first ("Office"), then where it is.
  const label = (saved: SavedAddressEntry) =>
    saved.name ? `${saved.name}: ${addressLine(t, saved)}` : addressLine(t, saved)
  const choose = (value: string) => {
    const saved = savedAddresses[Number(value)]
    if (!saved)
      return change({
        ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])),
        point: null,
      })
    change(
      formOf(
        saved,
        regions.map((r) => r.id),
      ),
    )
  }
  return (
    // Labelled by id, not by wrapping: the options' text would join the label's ("Floor 3").
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('checkout.savedAddress')}
      </label>
      <select id={id} value={chosen < 0 ? NEW : chosen} onChange={(e) => choose(e.target.value)}>
        {savedAddresses.map((saved, index) => (
          <option key={saved.id} value={index}>
            {label(saved)}
          </option>
        ))}
        <option value={NEW}>{t('checkout.newAddress')}</option>
      </select>
    </div>
  )
}
