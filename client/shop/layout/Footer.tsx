import { openModal } from '#client/shop/stores/ui'
import { useI18n } from '#client/ui/i18n'
import { useSite } from '#client/ui/site'
import { LEGAL_DOCS, legalPath } from '#shared/legal'
import { telHref } from '#shared/tel'
import './Footer.css'

/**
 * Every page's footer: the shop's pages, the legal pages, and who sells (2000/31 art. 5: name,
 * address, contact, company and VAT numbers, and the authority that supervises the trader).
 */
export function Footer() {
  const { t, href } = useI18n()
  const site = useSite()
  const trader = site.trader
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <nav aria-label={t('nav.footerNavigation')}>
          <a href={href('/menu')}>{t('nav.menu')}</a>
          <a href={href('/promotions')}>{t('nav.promotions')}</a>
          <a href={href('/delivery')}>{t('nav.delivery')}</a>
          <a href={href('/contacts')}>{t('nav.contacts')}</a>
        </nav>
        <nav aria-label={t('legal.navigation')}>
          <a href={href('/company')}>{t('pages.company.title')}</a>
          {LEGAL_DOCS.map((doc) => (
            <a key={doc} href={href(legalPath(doc))}>
              {t(`legal.docs.${doc}`)}
            </a>
          ))}
          <button type="button" className="footer__link" onClick={() => openModal('consent')}>
            {t('consent.settings')}
          </button>
        </nav>
        {trader && (
          <address className="footer__trader">
            <p>
              {[
                `${trader.legalName} ${trader.legalForm}`,
                `${t('company.eik')} ${trader.eik}`,
                trader.vatNumber && `${t('company.vatNumber')} ${trader.vatNumber}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p>{trader.address}</p>
            <p>
              <a href={`mailto:${trader.email}`}>{trader.email}</a>
              {' · '}
              <a href={telHref(trader.phone)}>{trader.phone}</a>
              {` · ${trader.foodRegistration}`}
            </p>
            <p>
              {`${t('company.authority')}: `}
              <a href={trader.authority.url} rel="noopener" target="_blank">
                {trader.authority.name}
              </a>
              {`, ${trader.authority.address}`}
            </p>
          </address>
        )}
        <p>{t('footer.rights', { year: new Date().getFullYear(), brand: site.brand })}</p>
      </div>
    </footer>
  )
}
