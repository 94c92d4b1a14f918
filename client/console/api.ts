import { navigate } from 'vike/client/router'
import { browserApi } from '#client/ui/api'
import { type Lang, splitLangPrefix } from '#shared/locales'
import { signInPath } from './session'
import type { OperatorOrder } from './types'

/** The session ended: to the sign-in page, and back to this page after it. */
export function signInAgain(lang: Lang) {
  void navigate(signInPath(lang, splitLangPrefix(location.pathname).path + location.search))
}

/** The API as the signed-in staff member: a 401 anywhere means the session ended. */
export function consoleApi(lang: Lang) {
  return browserApi(lang, () => signInAgain(lang))
}

/** Moves, cancels or refunds an order; the answer is the order as it now is. */
export async function orderAction(
  lang: Lang,
  orderId: number,
  action: 'status' | 'cancel' | 'refund' | 'confirm' | 'fix' | 'later',
  body: object = {},
): Promise<OperatorOrder> {
  const path = `/api/operator/orders/${orderId}/${action}`
  return (await consoleApi(lang).post<{ data: OperatorOrder }>(path, body)).data
}
