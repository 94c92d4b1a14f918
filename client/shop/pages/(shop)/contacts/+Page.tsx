import { useData } from 'vike-react/useData'
import { PageIntro } from '#client/shop/layout/PageIntro'
import { Icon } from '#client/ui/Icon'
import { useI18n } from '#client/ui/i18n'
import { OpeningHours } from '#client/ui/OpeningHours'
import { useSite } from '#client/ui/site'
import { mapLink } from '#shared/map-link'
import { telHref } from '#shared/tel'
import type { ContactsData } from './+data'

export default function Page() {
  const { restaurants, socials } = useData<ContactsData>()
  const site = useSite()
  const { t } = useI18n()
  return (
    <PageIntro>
      <section className="section contact-lines">
        <p>
          <Icon name="phone" /> <a href={telHref(site.phone)}>{site.phone}</a>
        </p>
        <p>
          ✉️ <a href={`mailto:${site.email_admin}`}>{site.email_admin}</a>
        </p>
      </section>
      <section className="section" aria-labelledby="restaurants-title">
        <h2 id="restaurants-title">{t('contacts.restaurants')}</h2>
        <div className="restaurant-grid">
          {restaurants.map((r) => (
            <article key={r.id} className="card">
              <h3>{r.name}</h3>
              <p>
                <Icon name="pin" /> {r.address}{' '}
                <a href={mapLink(r.lat, r.lng)} rel="noopener" target="_blank">
                  {t('contacts.map')}
                </a>
              </p>
              <p>
                <Icon name="phone" /> <a href={telHref(r.phone)}>{r.phone}</a>
              </p>
              <OpeningHours hours={r.hours} />
            </article>
          ))}
        </div>
      </section>
      <section className="section" aria-labelledby="socials-title">
        <h2 id="socials-title">{t('contacts.socials')}</h2>
        <ul className="socials">
          {socials.map((s) => (
            <li key={s.code}>
              <a href={s.url} rel="noopener" target="_blank">
                {s.name}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </PageIntro>
  )
}
