import { z } from 'zod'

// The only reader of process.env: parsed once, failing with one sentence per problem.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_ORIGIN: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  API_BASE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  BUILD_POLL_SECONDS: z.coerce.number().int().min(10).default(300),
})

export type Env = z.infer<typeof schema> & { PUBLIC_ORIGIN: string; https: boolean }

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source)
  if (!parsed.success) {
    const sentences = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')} is invalid: ${issue.message}.`,
    )
    throw new ConfigError(sentences.join(' '))
  }
  const env = parsed.data
  const origin = new URL(env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).origin
  return { ...env, PUBLIC_ORIGIN: origin, https: origin.startsWith('https:') }
}
