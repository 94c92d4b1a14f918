import type { z } from 'zod'
import { contractApp } from '#server/api/contract'
import { createRow, type Editable, type EditDeps, editRow } from '#server/api/operator/edits'
import type { StaffEnv } from '#server/api/operator/roles'
import * as t from '#server/db/schema'
import * as contract from '#shared/contract/operator/menu'

export const categoryView = ({
  id,
  slug,
  sort,
  name,
  description,
  image,
}: typeof t.categories.$inferSelect): z.infer<typeof contract.OperatorCategory> => ({
  id,
  slug,
  sort,
  image,
  name,
  description,
})

const CATEGORY: Editable<typeof t.categories, 'category'> = {
  table: t.categories,
  type: 'category',
  notFound: 'api.categoryNotFound',
}

/** Managers add categories and change their names, description and place on the menu. */
export function categoryRoutes(deps: EditDeps) {
  const app = contractApp<StaffEnv>()

  app.openapi(deps.guard(contract.createCategory), async (c) => {
    const category = await createRow(deps, c, CATEGORY, c.req.valid('json'))
    return c.json({ data: categoryView(category) }, 201)
  })

  app.openapi(deps.guard(contract.editCategory), async (c) =>
    c.json({ data: categoryView(await editRow(deps, c, CATEGORY, c.req.valid('json'))) }, 200),
  )

  return app
}
