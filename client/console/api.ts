import { navigate } from 'vike/client/router'
import { browserApi } from '#client/ui/api'
import type { BodyOf } from '#shared/api-client'
import type { OperatorOrder } from '#shared/contract/operator/orders'
import { type Lang, splitLangPrefix } from '#shared/locales'
import { signInPath } from './session'

/** The session ended: to the sign-in page, and back to this page after it. */
export function signInAgain(lang: Lang) {
  void navigate(signInPath(lang, splitLangPrefix(location.pathname).path + location.search))
}

/** The API as the signed-in staff member: a 401 anywhere means the session ended. */
export function consoleApi(lang: Lang) {
  return browserApi(lang, () => signInAgain(lang))
}

type Action = 'status' | 'cancel' | 'refund' | 'confirm' | 'fix' | 'later'
type ActionPath<A extends Action> = `/api/operator/orders/{id}/${A}`

/** Moves, cancels or refunds an order; the answer is the order as it now is. */
export async function orderAction<A extends Action>(
  lang: Lang,
  orderId: number,
  action: A,
  body: BodyOf<ActionPath<A>>,
): Promise<OperatorOrder> {
  const path: ActionPath<Action> = `/api/operator/orders/{id}/${action}`
  // Every action answers the order; the body was checked against its own action's above.
  const post = consoleApi(lang).post as (
    path: ActionPath<Action>,
    ...args: unknown[]
  ) => Promise<{ data: OperatorOrder }>
  return (await post(path, body, { params: { id: orderId } })).data
}
