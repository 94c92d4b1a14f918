import { useI18n } from '#client/i18n'
import { useSite } from '#client/site'
import { Icon } from '../ui/Icon'
import { LanguageSwitcher } from './LanguageSwitcher'
import './Header.css'

export function CheckoutHeader() {
  const { href } = useI18n()
  const site = useSite()
  return (
    <header className="header">
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
