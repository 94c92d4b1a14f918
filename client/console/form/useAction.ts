import { useState } from 'react'
import { useI18n } from '#client/ui/i18n'
import { isApiError } from '#shared/api-client'

export type ActionErrors = Record<string, string> & { form?: string }

/**
 * A request a form sends: busy while it runs; after a refusal, the API's sentence (`form`) and its
 * field messages; an unreachable API says so.
 */
export function useAction() {
  const { t } = useI18n()
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<ActionErrors>({})
  const run = async (work: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true)
    setErrors({})
    try {
      await work()
      return true
    } catch (failure) {
      setErrors(
        isApiError(failure)
          ? { form: failure.message, ...failure.errors }
          : { form: t('api.unavailable') },
      )
      return false
    } finally {
      setBusy(false)
    }
  }
  return { busy, errors, setErrors, run }
}
