import type { z } from 'zod'
import type { Api } from '#server/api'
import { ErrorBody } from '#shared/contract/http'

type Responses = Record<number, { content?: Record<string, { schema?: unknown }> }>
type Endpoint = { method: string; match: RegExp; responses: Responses }

const endpointsOf = new WeakMap<Api, Endpoint[]>()

/** The contract's endpoints the app registered (shared/contract), as patterns of /api paths. */
function endpoints(api: Api): Endpoint[] {
  let list = endpointsOf.get(api)
  if (!list) {
    list = api.openAPIRegistry.definitions.flatMap((definition) =>
      definition.type === 'route'
        ? [
            {
              method: definition.route.method.toUpperCase(),
              match: new RegExp(`^/api${definition.route.path.replace(/\{\w+\}/g, '[^/]+')}$`),
              responses: definition.route.responses as Responses,
            },
          ]
        : [],
    )
    endpointsOf.set(api, list)
  }
  return list
}

/**
 * Where an answer breaks its endpoint's contract: a JSON answer must match the schema the endpoint
 * declares for its status (an error status the endpoint does not list answers spec §8's error
 * body). Undefined when it conforms, or when no contract endpoint answered.
 */
export function contractBreach(
  api: Api,
  method: string,
  path: string,
  status: number,
  contentType: string | null,
  body: unknown,
): string | undefined {
  if (!contentType?.startsWith('application/json')) return undefined
  const pathname = new URL(path, 'http://x').pathname
  const endpoint = endpoints(api).find((e) => e.method === method && e.match.test(pathname))
  if (!endpoint) return undefined
  const declared = endpoint.responses[status]?.content?.['application/json']?.schema as
    | z.ZodType
    | undefined
  const schema = declared ?? (status >= 400 ? ErrorBody : undefined)
  if (!schema) return `${method} ${pathname} answered ${status}, which its contract does not list`
  const result = schema.safeParse(body)
  return result.success
    ? undefined
    : `${method} ${pathname} (${status}) breaks its contract: ${JSON.stringify(result.error.issues.slice(0, 3))}`
}
