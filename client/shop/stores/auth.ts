import { proxy } from 'valtio/vanilla'
import { usePageContext } from 'vike-react/usePageContext'
import { referrerFromCookie } from '#client/shop/auth/referral-cookie'
import { browserApi } from '#client/ui/api'
import { useStore } from '#client/ui/use-store'
import type { Lang } from '#shared/locales'
import type { Profile } from '#shared/profile'
import { closeModal, openModal, ui } from './ui'

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

/** The API as the signed-in customer: a 401 anywhere signs out here too. */
export function authApi(lang: Lang) {
  return browserApi(lang, signOutLocally)
}

/** Spec §4: logout clears phone, profile and session; any 401 does the same. */
export function signOutLocally() {
  auth.signedIn = false
  auth.phone = ''
  auth.profile = null
}

export async function loadProfile(lang: Lang) {
  const { data } = await authApi(lang).get('/api/get-profile')
  auth.profile = data
  auth.phone = data.phone
  return data
}

/**
 * After a page load: a customer who signed up but left the profile without a name gets the profile
 * modal again (spec §4), unless another modal (the attention popup) is open.
 */
export function startAuth(signedIn: boolean, lang: Lang) {
  auth.signedIn = signedIn
  auth.ready = true
  if (!signedIn) return
  loadProfile(lang)
    .then((profile) => {
      if (!profile.name && ui.modal === null) openModal('authProfile')
    })
    .catch(() => {})
}

export type ProfileFields = {
  name: string
  surname: string
  birthday: string | null
}

/**
 * Saves the profile from whichever page the customer uses. Every save names the referral cookie's
 * referrer: the server takes it on the first save only, so a friend who closed the welcome and
 * gave the name later still counts.
 */
export async function saveProfile(lang: Lang, fields: ProfileFields) {
  const { user } = await authApi(lang).post('/api/update-profile', {
    ...fields,
    referrer_id: referrerFromCookie(),
  })
  auth.profile = user
  closeModal('authProfile')
  return user
}

export async function logout(lang: Lang, everywhere = false) {
  try {
    await authApi(lang).post(everywhere ? '/api/logout-all' : '/api/logout')
  } finally {
    signOutLocally()
  }
}

export function useAuth() {
  return useStore(auth)
}

/** Signed in as the server rendered it until hydration, then as the browser knows it. */
export function useSignedIn(): boolean {
  const snapshot = useStore(auth)
  const { signedIn } = usePageContext()
  return snapshot.ready ? snapshot.signedIn : signedIn
}
