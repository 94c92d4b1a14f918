import type { PageContextServer } from 'vike/types'
import { runMiddlewares } from '../middleware'

export function guard(pageContext: PageContextServer) {
  runMiddlewares(pageContext, pageContext.config.routeMiddleware)
}
