import { Icon } from '#client/ui/Icon'
import { useI18n } from '#client/ui/i18n'
import type { Region } from '#shared/contract/places'

/** The numbers a customer asks before ordering: from how much, how fast, when free. */
export function DeliveryFacts({ regions }: { regions: readonly Region[] }) {
  const { t, price, href } = useI18n()
  if (!regions.length) return null
  const minOrder = Math.min(...regions.map((r) => r.minOrder))
  const freeFrom = Math.min(...regions.map((r) => r.freeDeliveryFrom))
  // Only zones whose kitchen takes orders now promise a time; the closed bar says the rest.
  const open = regions.filter((r) => r.takingOrders)
  const soonest = Math.min(...open.map((r) => r.promiseMinutes))
  return (
    <section className="section delivery-facts" aria-labelledby="delivery-facts-title">
      <h2 id="delivery-facts-title">{t('delivery.factsTitle')}</h2>
      <ul>
        {open.length > 0 && (
          <li>
            <Icon name="clock" /> {t('delivery.etaFrom', { minutes: soonest })}
          </li>
        )}
        <li>
          <Icon name="cart" /> {t('delivery.minOrderFrom', { amount: price(minOrder) })}
        </li>
        <li>
          <Icon name="truck" /> {t('delivery.freeFrom', { amount: price(freeFrom) })}
        </li>
      </ul>
      <a href={href('/delivery')}>{t('delivery.zonesLink')}</a>
    </section>
  )
}
