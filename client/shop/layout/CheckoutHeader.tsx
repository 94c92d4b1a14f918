import { Icon } from '#client/ui/Icon'
import { useI18n } from '#client/ui/i18n'
import { LanguageSwitcher } from '#client/ui/LanguageSwitcher'
import { useSite } from '#client/ui/site'
import './Header.css'

export function CheckoutHeader() {
  const { href } = useI18n()
  const site = useSite()
  return (
    <header className="header header--checkout">
      <div className="container header__bar">
        <a className="header__logo" href={href('/menu')}>
          <Icon name="chevron-left" /> {site.brand}
        </a>
        <div className="header__actions">
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  )
}
