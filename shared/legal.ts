// The legal pages a shop selling online in the EU publishes: the terms of sale (2011/83 art. 6),
// the privacy notice (GDPR art. 13), the cookies policy (ePrivacy art. 5(3)) and the accessibility
// statement (European Accessibility Act, 2019/882 annex V).
export const LEGAL_DOCS = ['terms', 'privacy', 'cookies', 'accessibility'] as const
export type LegalDoc = (typeof LEGAL_DOCS)[number]

/** The storefront path of a legal page (unprefixed: each language adds its own prefix). */
export const legalPath = (doc: LegalDoc) => `/legal/${doc}`

/** What a visitor may consent to: only what is not strictly necessary (analytics, GA4). */
export const CONSENT_PURPOSES = ['analytics'] as const
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]
