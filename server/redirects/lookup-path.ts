import { z } from 'zod'
import { hasControlCharacters } from '#shared/safe-path'

/** A path the redirect table is asked about; anything else has no redirect. */
export const LookupPath = z
  .string()
  .startsWith('/')
  .max(2048)
  // Control characters are never in a path we serve (and PostgreSQL refuses NUL in text).
  .refine((path) => !hasControlCharacters(path))
