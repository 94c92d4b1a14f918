import type { z } from 'zod'
import type { OperatorMenu } from '#server/api/operator/menu/menu'
import type { OperatorPromotion } from '#server/api/operator/menu/promotions'
import type { OperatorKitchen } from '#server/api/operator/places/kitchens'
import type { OperatorRegion } from '#server/api/operator/places/regions'
import type { OperatorRestaurant } from '#server/api/operator/places/restaurants'
import type { Site } from '#server/api/operator/site/site'
import type { Figures as FiguresAnswer } from '#shared/contract/operator/orders'

// The operator API's answers (menu, promotions, site, dashboard, zones, restaurants) as the
// console's pages get them.

export type Menu = z.infer<typeof OperatorMenu>['data']
export type MenuProduct = Menu['products'][number]
export type MenuGroup = Menu['modifierGroups'][number]
export type MenuOption = MenuGroup['options'][number]
export type MenuCategory = Menu['categories'][number]
export type Promotion = z.infer<typeof OperatorPromotion>
export type SiteValues = z.infer<typeof Site>
export type Figures = z.infer<typeof FiguresAnswer>
export type ConsoleZone = z.infer<typeof OperatorRegion>
export type ConsoleRestaurant = z.infer<typeof OperatorRestaurant>
export type ConsoleKitchen = z.infer<typeof OperatorKitchen>
