import { useEffect, useState } from 'react'
import { authApi } from '#client/shop/stores/auth'
import type { Company } from '#shared/company'
import type { Lang } from '#shared/locales'

/** The company the customer last asked an invoice for; null when none (or not yet arrived). */
export function useSavedCompany(lang: Lang): Company | null {
  const [saved, setSaved] = useState<Company | null>(null)
  useEffect(() => {
    let live = true
    authApi(lang)
      .get('/api/profile/company')
      .then(({ data }) => live && setSaved(data))
      // Without it the customer types the company, as the first time.
      .catch(() => {})
    return () => {
      live = false
    }
  }, [lang])
  return saved
}
