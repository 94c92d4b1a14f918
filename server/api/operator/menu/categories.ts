import { Hono } from 'hono'
import { z } from 'zod'
import { validate } from '#server/api/validate'
import * as t from '#server/db/schema'
import { LANGS } from '#shared/locales'
import {
  createRow,
  type Editable,
  type EditDeps,
  editRow,
  Localized,
  localizedText,
  Position,
  Slug,
  somethingToChange,
} from '../edits'
import type { StaffEnv } from '../roles'

export const OperatorCategory = z.object({
  id: z.int(),
  slug: z.string(),
  sort: z.int(),
  name: Localized,
  description: Localized,
  image: z.string().nullable(),
})

export const categoryView = ({
  id,
  slug,
  sort,
  name,
  description,
  image,
}: typeof t.categories.$inferSelect): z.infer<typeof OperatorCategory> => ({
  id,
  slug,
  sort,
  image,
  name,
  description,
})

const CategoryFields = z.object({
  name: localizedText(100),
  description: localizedText(1000, false),
  sort: Position,
})
const NO_DESCRIPTION = Object.fromEntries(LANGS.map((lang) => [lang, ''])) as z.infer<
  typeof Localized
>
const CategoryCreate = CategoryFields.extend({
  slug: Slug,
  description: CategoryFields.shape.description.default(NO_DESCRIPTION),
  sort: Position.default(0),
})
const CategoryEdit = CategoryFields.partial().refine(somethingToChange, 'operator.nothingToChange')
const Answer = z.object({ data: OperatorCategory })
const CATEGORY: Editable<typeof t.categories> = {
  table: t.categories,
  type: 'category',
  notFound: 'api.categoryNotFound',
}

/** Managers add categories and change their names, description and place on the menu. */
export function categoryRoutes(deps: EditDeps) {
  const { access } = deps
  const app = new Hono<StaffEnv>()

  app.post(
    '/operator/categories',
    access({
      method: 'post',
      path: '/operator/categories',
      role: 'manager',
      tag: 'operator',
      summary:
        'Add a category (its address, names in all four languages, an optional description and position)',
      body: CategoryCreate,
      response: Answer,
      errors: [409],
    }),
    validate('json', CategoryCreate),
    async (c) => {
      const category = await createRow(deps, c, CATEGORY, c.req.valid('json'))
      return c.json({ data: categoryView(category) }, 201)
    },
  )

  app.post(
    '/operator/categories/:id',
    access({
      method: 'post',
      path: '/operator/categories/:id',
      role: 'manager',
      tag: 'operator',
      summary: "Change a category's names, description or position",
      body: CategoryEdit,
      response: Answer,
      errors: [404],
    }),
    validate('json', CategoryEdit),
    async (c) =>
      c.json({ data: categoryView(await editRow(deps, c, CATEGORY, c.req.valid('json'))) }),
  )

  return app
}
