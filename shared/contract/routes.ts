import type { z } from 'zod'
import type * as assistant from './assistant'
import type * as auth from './auth'
import type * as bonuses from './bonuses'
import type * as cart from './cart'
import type * as catalog from './catalog'
import type * as geocoder from './geocoder'
import type * as images from './images'
import type * as legal from './legal'
import type * as fields from './operator/fields'
import type * as invoices from './operator/invoices'
import type * as menu from './operator/menu'
import type * as offers from './operator/offers'
import type * as operatorOrders from './operator/orders'
import type * as operatorPlaces from './operator/places'
import type * as operatorSite from './operator/site'
import type * as staff from './operator/staff'
import type * as orders from './orders'
import type * as payments from './payments'
import type * as places from './places'
import type * as privacy from './privacy'
import type * as profile from './profile'
import type * as push from './push'
import type * as redirects from './redirects'
import type * as reviews from './reviews'
import type * as shares from './shares'
import type * as site from './site'

// The contract's endpoints by method and path, as types only: the browser's client names an
// endpoint by the path written here and takes its params, query, body and answer from it, while
// not one byte of zod reaches the browser (every import above is erased).

type Modules =
  | typeof assistant
  | typeof auth
  | typeof bonuses
  | typeof cart
  | typeof catalog
  | typeof geocoder
  | typeof images
  | typeof legal
  | typeof fields
  | typeof invoices
  | typeof menu
  | typeof offers
  | typeof operatorOrders
  | typeof operatorPlaces
  | typeof operatorSite
  | typeof staff
  | typeof orders
  | typeof payments
  | typeof places
  | typeof privacy
  | typeof profile
  | typeof push
  | typeof redirects
  | typeof reviews
  | typeof shares
  | typeof site

type Endpoint = { method: string; path: string }

/** A module's endpoints: its exported routes and the ones grouped in an object (a photo's upload and removal). */
type EndpointsOf<M> = {
  [K in keyof M]: M[K] extends Endpoint
    ? M[K]
    : M[K] extends Record<string, unknown>
      ? Extract<M[K][keyof M[K]], Endpoint>
      : never
}[keyof M]

/** Every endpoint of the contract. */
export type Route = Modules extends infer M ? (M extends unknown ? EndpointsOf<M> : never) : never

export type Method = 'get' | 'post' | 'delete'

/** The paths a method reaches, as the browser writes them: under /api, `{id}` params included. */
export type Path<M extends Method> = Route extends infer R
  ? R extends { method: M; path: infer P extends string }
    ? `/api${P}`
    : never
  : never

/** The endpoint at this method and path. */
export type RouteAt<M extends Method, P extends string> = Extract<
  Route,
  { method: M; path: P extends `/api${infer Rest}` ? Rest : never }
>

type Request<R> = R extends { request: infer Q } ? Q : Record<never, never>
type Schema<C> = C extends {
  content: { 'application/json': { schema: infer S extends z.ZodType } }
}
  ? S
  : never

/** What the endpoint answers with 200 as JSON (unknown for bytes). */
export type RouteAnswer<R> = R extends { responses: { 200: infer C } }
  ? [Schema<C>] extends [never]
    ? unknown
    : z.output<Schema<C>>
  : unknown

/** The body it takes: its JSON as sent, or a form for an upload; undefined when it takes none. */
export type RouteBody<R> =
  Request<R> extends { body: infer B }
    ? [Schema<B>] extends [never]
      ? FormData
      : z.input<Schema<B>>
    : undefined

/** Its path's parameters by name: a number is written as its digits. */
export type RouteParams<R> =
  Request<R> extends { params: infer S extends z.ZodType }
    ? { [K in keyof z.input<S>]: string | number }
    : undefined

/** Its query, as the query string writes it. */
export type RouteQuery<R> =
  Request<R> extends { query: infer S extends z.ZodType } ? z.input<S> : undefined
