import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { requestLang } from '#server/api/validate'
import * as contract from '#shared/contract/redirects'
import { translate } from '#shared/i18n'
import type { RedirectIndex } from './redirect-index'

/** The spec's server-side redirect lookup per path: the edge asks it before rendering a page. */
export function redirectRoutes(index: RedirectIndex) {
  const app = contractApp()
  app.openapi(contract.redirectLookup, async (c) => {
    const { path } = c.req.valid('query')
    const redirect = (await index.table()).resolve(path)
    if (!redirect) throw new ApiError(404, translate(requestLang(c), 'api.redirectNotFound'))
    return c.json(
      { data: { from: path, to: redirect.to, status: redirect.status, rule: redirect.ruleId } },
      200,
    )
  })
  return app
}
