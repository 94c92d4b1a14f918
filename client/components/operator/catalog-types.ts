import type { z } from 'zod'
import type { dashboard } from '../../../server/api/operator/dashboard'
import type { OperatorMenu } from '../../../server/api/operator/menu'
import type { Site } from '../../../server/api/operator/site'

// The operator API's menu, site and dashboard answers as the console's pages receive them.

export type Menu = z.infer<typeof OperatorMenu>['data']
export type MenuProduct = Menu['products'][number]
export type MenuGroup = Menu['modifierGroups'][number]
export type SiteValues = z.infer<typeof Site>
export type Figures = Awaited<ReturnType<typeof dashboard>>
