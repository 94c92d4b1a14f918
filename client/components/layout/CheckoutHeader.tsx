import { useI18n } from '../../i18n'
import { Icon } from '../ui/Icon'
import { LanguageSwitcher } from './LanguageSwitcher'
import './Header.css'

export function CheckoutHeader() {
  const { t, href } = useI18n()
  return (
    <header className="header">
      <div className="container header__bar">
        <a className="header__logo" href={href('/menu')}>
          <Icon name="chevron-left" /> {t('brand')}
        </a>
        <div className="header__actions">
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  )
}
