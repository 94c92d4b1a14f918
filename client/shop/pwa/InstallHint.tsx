import { Icon } from '#client/ui/Icon'
import { useI18n } from '#client/ui/i18n'
import { dismissInstall, installApp, useInstallOffer } from './install'
import './InstallHint.css'

/**
 * "Install the app" where the browser offers it, and on iOS how to add the shop to the Home Screen
 * (issue 39); dismissed once, it stays away on this device.
 */
export default function InstallHint() {
  const { t } = useI18n()
  const offer = useInstallOffer()
  if (!offer) return null
  return (
    <aside className="install-hint" aria-label={t('app.install')} data-testid="install-hint">
      {offer === 'prompt' ? (
        <button type="button" className="button button--small" onClick={() => void installApp()}>
          {t('app.install')}
        </button>
      ) : (
        <p>{t('app.iosHint')}</p>
      )}
      <button
        type="button"
        className="install-hint__close"
        aria-label={t('app.installClose')}
        onClick={dismissInstall}
      >
        <Icon name="close" />
      </button>
    </aside>
  )
}
