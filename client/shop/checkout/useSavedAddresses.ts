import { useEffect, useState } from 'react'
import { authApi } from '#client/shop/stores/auth'
import type { SavedAddress } from '#shared/contract/profile'
import type { Lang } from '#shared/locales'

/** The customer's delivery addresses from past orders, newest first; null until they arrive. */
export function useSavedAddresses(lang: Lang): SavedAddress[] | null {
  const [list, setList] = useState<SavedAddress[] | null>(null)
  useEffect(() => {
    let live = true
    authApi(lang)
      .get('/api/addresses')
      .then(({ data }) => live && setList(data))
      // Without them the customer types the address, as on a first order.
      .catch(() => live && setList([]))
    return () => {
      live = false
    }
  }, [lang])
  return list
}

/** The address fields of the checkout's form that a saved address fills. */
export const ADDRESS_FIELDS = ['street', 'entrance', 'floor', 'apartment', 'note'] as const

/** Whether the form's address is this saved one. */
export function isSameAddress(
  form: Record<(typeof ADDRESS_FIELDS)[number], string> & { regionId: number | null },
  saved: SavedAddress,
) {
  return (
    form.regionId === saved.regionId &&
    ADDRESS_FIELDS.every((field) => form[field] === saved[field])
  )
}
