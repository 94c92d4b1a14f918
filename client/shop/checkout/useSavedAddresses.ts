import { useEffect, useState } from 'react'
import { authApi } from '#client/shop/stores/auth'
import type { SavedAddressEntry } from '#shared/contract/profile'
import type { Lang } from '#shared/locales'
import type { Form } from './draft'

/** The customer's delivery addresses from past orders, newest first; null until they arrive. */
export function useSavedAddresses(lang: Lang): SavedAddressEntry[] | null {
  const [list, setList] = useState<SavedAddressEntry[] | null>(null)
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

/** A saved address in one line: the street, then entrance, floor and apartment where given. */
export function addressLine(t: (key: string) => string, address: SavedAddressEntry) {
  return [
    address.street,
    ...(['entrance', 'floor', 'apartment'] as const)
      .filter((part) => address[part])
      .map((part) => `${t(`checkout.${part}`)} ${address[part]}`),
  ].join(', ')
}

/** Whether the form's address is this saved one. */
export function isSameAddress(
  form: Record<(typeof ADDRESS_FIELDS)[number], string> & { regionId: number | null },
  saved: SavedAddressEntry,
) {
  return (
    form.regionId === saved.regionId &&
    ADDRESS_FIELDS.every((field) => form[field] === saved[field])
  )
}

/**
 * What a saved address puts into the form: its fields and its point, which decides the zone at the
 * quote; its zone by name too, if the shop still has it (an address saved before points has only that).
 */
export function formOf(saved: SavedAddressEntry, regionIds: number[]): Partial<Form> {
  return {
    ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, saved[field]])),
    point: saved.point,
    ...(saved.regionId !== null && regionIds.includes(saved.regionId)
      ? { regionId: saved.regionId }
      : {}),
  }
}
