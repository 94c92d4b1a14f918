import { track } from '#client/shop/analytics'
import { auth, authApi, loadProfile } from '#client/shop/stores/auth'
import { closeModal, openModal } from '#client/shop/stores/ui'
import { isApiError } from '#shared/api-client'
import type { Lang } from '#shared/locales'
import { digitsOnly, lineDate, lineHeader } from '#shared/phone'

// The sign-in steps (spec §4), loaded with the sign-in modals rather than with every page.

/** Spec §4: success opens the code modal and closes the phone modal. */
export async function requestCode(lang: Lang, lineSuffix: string, typed: string) {
  const phone = digitsOnly(typed)
  const header = await lineHeader(phone, lineSuffix, lineDate(new Date()))
  const answer = await authApi(lang).post(
    '/api/via-phone-number',
    { phone },
    { headers: { 'X-Line-Header': header } },
  )
  auth.phone = phone
  auth.codeLength = answer.codeLength
  closeModal('authPhone')
  openModal('authCode')
}

function authEvent(
  event: 'login' | 'sign_up',
  status: 'success' | 'failed',
  errorMessage?: string,
) {
  // Spec §7 sent the phone along; a phone number is personal data, and analytics never gets it.
  track({
    event,
    status,
    page_url: location.href,
    ...(errorMessage ? { error_message: errorMessage } : {}),
  })
}

/**
 * Spec §4: a valid code stores the session and fetches the profile; a name means login, none means
 * sign-up and opens the profile modal. Returns whether the customer still has to fill the profile.
 */
export async function checkCode(lang: Lang, code: string): Promise<'login' | 'sign_up'> {
  try {
    await authApi(lang).post('/api/sms-code-check', { phone: auth.phone, code })
  } catch (error) {
    authEvent('login', 'failed', isApiError(error) ? error.message : String(error))
    throw error
  }
  auth.signedIn = true
  const profile = await loadProfile(lang)
  closeModal('authCode')
  if (profile.name) {
    authEvent('login', 'success')
    return 'login'
  }
  authEvent('sign_up', 'success')
  openModal('authProfile')
  return 'sign_up'
}
