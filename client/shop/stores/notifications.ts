import type { Lang } from '#shared/locales'
import { auth, authApi } from './auth'

// Apart from the auth store: only the profile page asks, so every page's first load stays smaller.

/** Order status text messages on or off: stored at once, no form to submit. */
export async function setStatusSms(lang: Lang, on: boolean) {
  const { user } = await authApi(lang).post('/api/profile/notifications', {
    status_sms: on,
  })
  auth.profile = user
}
