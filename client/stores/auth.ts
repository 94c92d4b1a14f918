import { proxy, useSnapshot } from 'valtio'
import { usePageContext } from 'vike-react/usePageContext'
import { isApiError } from '../../shared/api-client'
import type { Lang } from '../../shared/locales'
import { digitsOnly, lineDate, lineHeader } from '../../shared/phone'
import type { Profile } from '../../shared/profile'
import { track } from '../analytics'
import { browserApi } from '../api'
import { closeModal, openModal } from './ui'

// Spec §3: the auth state. The token itself is an HttpOnly cookie the page never sees.
export const DEFAULT_CODE_LENGTH = 4

export const auth = proxy({
  /** False until the browser has taken over from the server's render. */
  ready: false,
  signedIn: false,
  /** Digits only. */
  phone: '',
  profile: null as Profile | null,
  codeLength: DEFAULT_CODE_LENGTH,
})

function api(lang: Lang) {
  return browserApi(lang, signOutLocally)
}

/** Spec §4: logout clears phone, profile and session; any 401 does the same. */
export function signOutLocally() {
  auth.signedIn = false
  auth.phone = ''
  auth.profile = null
}

export async function loadProfile(lang: Lang) {
  const { data } = await api(lang).get<{ data: Profile }>('/api/get-profile')
  auth.profile = data
  auth.phone = data.phone
  return data
}

export function startAuth(signedIn: boolean, lang: Lang) {
  auth.signedIn = signedIn
  auth.ready = true
  if (signedIn) loadProfile(lang).catch(() => {})
}

/** Spec §4: success opens the code modal and closes the phone modal. */
export async function requestCode(lang: Lang, lineSuffix: string, typed: string) {
  const phone = digitsOnly(typed)
  const header = await lineHeader(phone, lineSuffix, lineDate(new Date()))
  const answer = await api(lang).post<{ success: boolean; codeLength?: number }>(
    '/api/via-phone-number',
    { phone },
    { 'X-Line-Header': header },
  )
  auth.phone = phone
  auth.codeLength = answer.codeLength ?? DEFAULT_CODE_LENGTH
  closeModal('authPhone')
  openModal('authCode')
}

function authEvent(
  event: 'login' | 'sign_up',
  status: 'success' | 'failed',
  errorMessage?: string,
) {
  track({
    event,
    phone: `+${auth.phone}`,
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
    await api(lang).post('/api/sms-code-check', { phone: auth.phone, code })
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

export type ProfileFields = {
  name: string
  surname: string
  birthday: string | null
  referrer_id: number | null
}

export async function saveProfile(lang: Lang, fields: ProfileFields) {
  const { user } = await api(lang).post<{ user: Profile }>('/api/update-profile', fields)
  auth.profile = user
  closeModal('authProfile')
  return user
}

export async function logout(lang: Lang, everywhere = false) {
  try {
    await api(lang).post(everywhere ? '/api/logout-all' : '/api/logout')
  } finally {
    signOutLocally()
  }
}

export function useAuth() {
  return useSnapshot(auth)
}

/** Signed in as the server rendered it until hydration, then as the browser knows it. */
export function useSignedIn(): boolean {
  const snapshot = useSnapshot(auth)
  const { signedIn } = usePageContext()
  return snapshot.ready ? snapshot.signedIn : signedIn
}
