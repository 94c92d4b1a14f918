import type { z } from 'zod'
import type { dashboard } from '#server/api/operator/dashboard'
import type { OperatorKitchen } from '#server/api/operator/kitchens'
import type { OperatorMenu } from '#server/api/operator/menu'
import type { OperatorPromotion } from '#server/api/operator/promotions'
import type { OperatorRegion } from '#server/api/operator/regions'
import type { OperatorRestaurant } from '#server/api/operator/restaurants'
import type { Site } from '#server/api/operator/site'

// The operator API's answers (menu, promotions, site, dashboard, zones, restaurants) as the
// console's pages get them.

export type Menu = z.infer<typeof OperatorMenu>['data']
export type MenuProduct = Menu['products'][number]
export type MenuGroup = Menu['modifierGroups'][number]
export type MenuOption = MenuGroup['options'][number]
export type MenuCategory = Menu['categories'][number]
export type Promotion = z.infer<typeof OperatorPromotion>
export type SiteValues = z.infer<typeof Site>
export type Figures = Awaited<ReturnType<typeof dashboard>>
export type ConsoleZone = z.infer<typeof OperatorRegion>
export type ConsoleRestaurant = z.infer<typeof OperatorRestaurant>
export type ConsoleKitchen = z.infer<typeof OperatorKitchen>
