import { asc } from 'drizzle-orm'
import { contractApp } from '#server/api/contract'
import { createRow, type Editable, type EditDeps, editRow } from '#server/api/operator/edits'
import type { StaffEnv } from '#server/api/operator/roles'
import { restaurants } from '#server/db/schema'
import * as contract from '#shared/contract/operator/places'

const RESTAURANT: Editable<typeof restaurants, 'restaurant'> = {
  table: restaurants,
  type: 'restaurant',
  notFound: 'operator.restaurant.notFound',
}

/** The restaurants' addresses, phones, hours and map places: managers add and change them. */
export function restaurantRoutes(deps: EditDeps) {
  const { db, guard } = deps
  const app = contractApp<StaffEnv>()

  app.openapi(guard(contract.restaurants), async (c) =>
    c.json(
      {
        data: await db
          .select()
          .from(restaurants)
          .orderBy(asc(restaurants.sort), asc(restaurants.id)),
      },
      200,
    ),
  )

  app.openapi(guard(contract.createRestaurant), async (c) =>
    c.json({ data: await createRow(deps, c, RESTAURANT, c.req.valid('json')) }, 201),
  )

  app.openapi(guard(contract.editRestaurant), async (c) =>
    c.json({ data: await editRow(deps, c, RESTAURANT, c.req.valid('json')) }, 200),
  )

  return app
}
