import type { z } from 'zod'
import { csvFile, csvAmount as money } from '#server/csv'
import type { Figures } from '#shared/contract/operator/orders'
import { translate } from '#shared/i18n'
import type { Lang } from '#shared/locales'

type DayFigures = z.infer<typeof Figures>

// One file with a section per table, so one download is the whole day (server/csv.ts says how
// Excel reads it); the words in the staff member's language.

/** The day's figures as the CSV an accountant opens in Excel. */
export function figuresCsv(figures: DayFigures, lang: Lang): string {
  const t = (key: string) => translate(lang, `operator.console.dashboard.${key}`)
  const amounts = (f: Pick<DayFigures, 'revenue' | 'payments'>) => [
    money(f.revenue),
    money(f.payments.cash),
    money(f.payments.cardOnline),
    money(f.payments.cardAtDoor),
  ]
  const moneyHeads = ['revenue', 'cash', 'cardOnline', 'cardAtDoor'].map(t)
  return csvFile([
    [translate(lang, 'operator.console.dashboard.csvTitle', { date: figures.date })],
    [],
    [t('figures')],
    [t('placed'), figures.placed],
    [t('completed'), figures.completed],
    [t('cancelled'), figures.cancelled],
    [t('orders'), figures.orders],
    ...amounts(figures).map((amount, i) => [moneyHeads[i]!, amount]),
    [t('average'), money(figures.averageOrder)],
    [t('refundCount'), figures.refunds.count],
    [t('refundAmount'), money(figures.refunds.amount)],
    [t('refundOpen'), figures.refunds.open],
    [],
    [t('restaurants')],
    [t('restaurant'), t('placed'), t('completed'), t('cancelled'), t('orders'), ...moneyHeads],
    ...figures.restaurants.map((r) => [
      r.name,
      r.placed,
      r.completed,
      r.cancelled,
      r.orders,
      ...amounts(r),
    ]),
    [],
    [t('sources')],
    [t('sourceName'), t('placed'), t('orders'), t('revenue')],
    ...figures.sources.map((s) => [t(`from.${s.source}`), s.placed, s.orders, money(s.revenue)]),
    [],
    [t('couriers')],
    [t('courier'), t('deliveries'), t('cashOrders'), t('handIn')],
    ...figures.couriers.map((c) => [c.name, c.deliveries, c.cashOrders, money(c.cash)]),
    [],
    [t('top')],
    [t('dish'), t('quantity'), t('revenue')],
    ...figures.topProducts.map((p) => [p.name, p.quantity, money(p.revenue)]),
    [],
    [t('offers')],
    [t('offer'), t('code'), t('uses'), t('discount'), t('revenue')],
    ...figures.offers.map((o) => [
      o.name,
      o.code ?? '',
      o.uses,
      money(o.discount),
      money(o.revenue),
    ]),
    [],
    [t('perHour')],
    [t('hour'), t('orders'), t('revenue')],
    ...figures.perHour
      .filter((h) => h.orders > 0)
      .map((h) => [`${String(h.hour).padStart(2, '0')}:00`, h.orders, money(h.revenue)]),
  ])
}
