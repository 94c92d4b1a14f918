import { useEffect, useId, useState } from 'react'
import { addressLine, useSavedAddresses } from '#client/shop/checkout/useSavedAddresses'
import { authApi } from '#client/shop/stores/auth'
import { useI18n } from '#client/ui/i18n'
import { isApiError } from '#shared/api-client'
import type { SavedAddressEntry } from '#shared/contract/profile'
import './account.css'

/** The addresses the checkout offers: the customer names ("Home", "Office") or deletes each. */
export function SavedAddresses() {
  const { t, lang } = useI18n()
  const id = useId()
  const loaded = useSavedAddresses(lang)
  const [list, setList] = useState<SavedAddressEntry[]>([])
  const [status, setStatus] = useState('')
  useEffect(() => setList(loaded ?? []), [loaded])
  const run = async (work: () => Promise<string>) => {
    setStatus('')
    try {
      setStatus(await work())
    } catch (failure) {
      const field = isApiError(failure) ? failure.errors?.name : undefined
      setStatus(field ?? (isApiError(failure) ? failure.message : t('account.addresses.failed')))
    }
  }
  const rename = (address: SavedAddressEntry, name: string) =>
    run(async () => {
      const { data } = await authApi(lang).post(
        '/api/addresses/{id}',
        { name },
        { params: { id: address.id } },
      )
      setList((all) => all.map((a) => (a.id === data.id ? data : a)))
      return t('account.saved')
    })
  const remove = (address: SavedAddressEntry) =>
    run(async () => {
      await authApi(lang).delete('/api/addresses/{id}', { params: { id: address.id } })
      setList((all) => all.filter((a) => a.id !== address.id))
      return t('account.addresses.deleted')
    })
  if (loaded === null) return null
  return (
    <section className="card account-form saved-addresses" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('account.addresses.title')}</h2>
      <p className="field__hint">
        {list.length ? t('account.addresses.hint') : t('account.addresses.empty')}
      </p>
      <ul className="saved-addresses__list">
        {list.map((address) => (
          <AddressRow key={address.id} address={address} rename={rename} remove={remove} />
        ))}
      </ul>
      <p role="status">{status}</p>
    </section>
  )
}

type RowProps = {
  address: SavedAddressEntry
  rename: (address: SavedAddressEntry, name: string) => Promise<void>
  remove: (address: SavedAddressEntry) => Promise<void>
}

function AddressRow({ address, rename, remove }: RowProps) {
  const { t } = useI18n()
  const [name, setName] = useState(address.name)
  const where = addressLine(t, address)
  return (
    <li>
      <form
        className="saved-address"
        aria-label={where}
        onSubmit={(event) => {
          event.preventDefault()
          void rename(address, name)
        }}
      >
        <p className="saved-address__where">
          {address.name ? <strong>{address.name}: </strong> : null}
          {where}
        </p>
        <label className="field">
          <span className="field__label">{t('account.addresses.name')}</span>
          <input
            value={name}
            maxLength={30}
            placeholder={t('account.addresses.placeholder')}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <div className="account-actions">
          <button type="submit" className="button">
            {t('account.addresses.rename')}
          </button>
          <button type="button" className="link-button" onClick={() => void remove(address)}>
            {t('account.addresses.delete')}
          </button>
        </div>
      </form>
    </li>
  )
}
