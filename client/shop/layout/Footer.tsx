import { useI18n } from '#client/ui/i18n'
import { useSite } from '#client/ui/site'
import './Footer.css'

export function Footer() {
  const { t, href } = useI18n()
  const site = useSite()
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <nav aria-label={t('nav.footerNavigation')}>
          <a href={href('/menu')}>{t('nav.menu')}</a>
          <a href={href('/promotions')}>{t('nav.promotions')}</a>
          <a href={href('/delivery')}>{t('nav.delivery')}</a>
          <a href={href('/contacts')}>{t('nav.contacts')}</a>
        </nav>
        <p>{t('footer.rights', { year: new Date().getFullYear(), brand: site.brand })}</p>
      </div>
    </footer>
  )
}
