import type { Logger } from 'pino'
import type { Lang } from '#shared/locales'

/** What each edge step leaves on the request for the steps after it. */
export type EdgeEnv = {
  Variables: {
    requestId: string
    log: Logger
    nonce: string
    lang: Lang
    token: string | undefined
    /** The staff console's session, apart from the customer's. */
    staffToken: string | undefined
    /**
     * Set by the render step when it answered with a page or its data as itself: not an error
     * page, not a redirect (page data for client navigation says those with status 200).
     */
    renderedPage?: boolean
    /** Every Set-Cookie the edge steps wrote (server/edge/cookies.ts), delivered whatever answers. */
    setCookies?: string[]
  }
}
