import type { StoredTrader } from '#shared/contract/operator/site'
import type { Trader } from '#shared/contract/site'
import type { TraderFigure } from '#shared/legal-text'
import type { Lang } from '#shared/locales'

/** The trader's details as a page in `lang` shows them; null until an admin filled them in. */
export function traderIn(value: unknown, lang: Lang): Trader | null {
  if (!value || typeof value !== 'object') return null
  const stored = value as StoredTrader
  return {
    legalName: stored.legal_name,
    legalForm: stored.legal_form[lang],
    eik: stored.eik,
    vatNumber: stored.vat_number,
    address: stored.address[lang],
    email: stored.email,
    phone: stored.phone,
    foodRegistration: stored.food_registration,
    authority: {
      name: stored.authority_name[lang],
      address: stored.authority_address[lang],
      url: stored.authority_url,
    },
  }
}

/**
 * What the legal pages' texts may name ("{{legalName}}, ЕИК {{eik}}"), so a template stays true
 * once the trader's details are filled in, and a change of address needs no new version.
 */
export function traderFigures(trader: Trader | null): Partial<Record<TraderFigure, string>> {
  if (!trader) return {}
  return {
    legalName: trader.legalName,
    legalForm: trader.legalForm,
    eik: trader.eik,
    vatNumber: trader.vatNumber,
    address: trader.address,
    email: trader.email,
    phone: trader.phone,
    foodRegistration: trader.foodRegistration,
    authorityName: trader.authority.name,
    authorityAddress: trader.authority.address,
    authorityUrl: trader.authority.url,
  }
}
