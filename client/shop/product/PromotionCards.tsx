import { useI18n } from '#client/ui/i18n'
import { Picture } from '#client/ui/Picture'
import type { Promotion } from '#shared/contract/catalog'

export function PromotionCards({
  promotions,
  heading = true,
}: {
  promotions: readonly Promotion[]
  heading?: boolean
}) {
  const { t, href } = useI18n()
  // Under the page's own heading when there is no section heading, so no level is skipped.
  const Heading = heading ? 'h3' : 'h2'
  return (
    <section className="section" aria-label={t('nav.promotions')}>
      {heading && <h2>{t('nav.promotions')}</h2>}
      <ul className="promo-grid">
        {promotions.map((promotion) => (
          <li key={promotion.id} className="promo-card">
            <div className="promo-card__picture">
              <Picture
                image={promotion.image}
                placeholder={promotion.placeholder}
                alt=""
                sizes="96px"
              />
            </div>
            <div>
              <Heading>
                <a href={href(`/promotions/${promotion.slug}`)}>{promotion.title}</a>
              </Heading>
              <p>{promotion.summary}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
