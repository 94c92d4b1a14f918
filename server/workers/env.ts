import { z } from 'zod'
import { ConfigError } from '#server/config-error'
import { DEFAULT_LINE_SUFFIX } from '#shared/phone'
import { DEFAULT_TILES, TileUrl } from '#shared/tiles'

// The Workers edge's settings (wrangler.toml [vars] and secrets), checked like the Node server's.
const schema = z.object({
  APP_ENV: z.enum(['development', 'production']).default('development'),
  /** The Node API service (ROLE=api) that this edge forwards /api/* and page data to. */
  API_BASE_URL: z.url(),
  /** Proves to the API that the client address it is given comes from this edge. */
  EDGE_SECRET: z.string().min(32).optional(),
  PUBLIC_ORIGIN: z.url().default('http://localhost:8787'),
  /** GA4's measurement id: the consent banner and, once accepted, the tag. */
  GA4_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/)
    .optional(),
  PHONE_SIGNATURE_SUFFIX: z.string().min(1).default(DEFAULT_LINE_SUFFIX),
  /** The maps' tiles and their attribution, as on the Node server. */
  TILE_URL: TileUrl,
  TILE_ATTRIBUTION: z.string().trim().min(1).max(300).default(DEFAULT_TILES.attribution),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

export type WorkerEnv = z.infer<typeof schema> & { https: boolean }

export function readWorkerEnv(bindings: Record<string, unknown>): WorkerEnv {
  const vars = Object.fromEntries(
    Object.entries(bindings).filter(([, value]) => typeof value === 'string'),
  )
  const parsed = schema.safeParse(vars)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.')} is invalid: ${i.message}.`).join(' '),
    )
  }
  const env = parsed.data
  const origin = new URL(env.PUBLIC_ORIGIN).origin
  const problems =
    env.APP_ENV === 'production'
      ? [
          !origin.startsWith('https:') && 'PUBLIC_ORIGIN must be an https origin in production.',
          !env.API_BASE_URL.startsWith('https:') &&
            'API_BASE_URL must be an https address in production: tokens travel to it.',
          !env.EDGE_SECRET && 'EDGE_SECRET must be set in production (the same as the API’s).',
          env.PHONE_SIGNATURE_SUFFIX === DEFAULT_LINE_SUFFIX &&
            'PHONE_SIGNATURE_SUFFIX must be set in production.',
        ].filter((problem): problem is string => Boolean(problem))
      : []
  if (problems.length) throw new ConfigError(problems.join(' '))
  return { ...env, PUBLIC_ORIGIN: origin, https: origin.startsWith('https:') }
}
