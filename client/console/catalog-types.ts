import type { z } from 'zod'
import type { OperatorMenu, OperatorPromotion } from '#shared/contract/operator/menu'
import type { OperatorOffer } from '#shared/contract/operator/offers'
import type { Figures as FiguresAnswer } from '#shared/contract/operator/orders'
import type {
  OperatorKitchen,
  OperatorRegion,
  OperatorRestaurant,
} from '#shared/contract/operator/places'
import type { LegalVersion as LegalVersionAnswer, Site } from '#shared/contract/operator/site'

// The operator API's answers (menu, promotions, site, dashboard, zones, restaurants) as the
// console's pages get them.

export type Menu = z.infer<typeof OperatorMenu>
export type MenuProduct = Menu['products'][number]
export type MenuGroup = Menu['modifierGroups'][number]
export type MenuOption = MenuGroup['options'][number]
export type MenuCategory = Menu['categories'][number]
export type Promotion = z.infer<typeof OperatorPromotion>
export type ConsoleOffer = OperatorOffer
export type SiteValues = z.infer<typeof Site>
export type { StoredTrader } from '#shared/contract/operator/site'
export type LegalVersion = z.infer<typeof LegalVersionAnswer>
export type Figures = z.infer<typeof FiguresAnswer>
export type ConsoleZone = z.infer<typeof OperatorRegion>
export type ConsoleRestaurant = z.infer<typeof OperatorRestaurant>
export type ConsoleKitchen = z.infer<typeof OperatorKitchen>
