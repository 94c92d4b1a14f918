import { z } from 'zod'
import { hasControlCharacters } from '#shared/safe-path'

/** The statuses a redirect answers with: 301 permanent; 302 or 307 while it is temporary. */
export const REDIRECT_STATUSES = [301, 302, 307, 308] as const
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number]

/** A path the redirect table is asked about; anything else has no redirect. */
export const LookupPath = z
  .string()
  .startsWith('/')
  .max(2048)
  // Control characters are never in a path we serve (and PostgreSQL refuses NUL in text).
  .refine((path) => !hasControlCharacters(path))

/** A redirect the table holds for a path: where to, with which status, and the rule that said so. */
export type FoundRedirect = { to: string; status: RedirectStatus; rule: string }

/** How the edge and the pages ask for a path's redirect (the edge hands the pages its lookup). */
export type RedirectLookup = (path: string) => Promise<FoundRedirect | null>
