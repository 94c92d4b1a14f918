import { usePageContext } from 'vike-react/usePageContext'
import { PasswordForm } from '#client/console/account/PasswordForm'
import { TotpSetup } from '#client/console/account/TotpSetup'
import { useI18n } from '#client/ui/i18n'

/** The signed-in member's own account: who they are, their password, two-step sign-in. */
export function AccountView() {
  const { t } = useI18n()
  const staff = usePageContext().staff!
  return (
    <div className="console-page">
      <h1>{t('pages.console.account.title')}</h1>
      <div className="console-columns">
        <section className="card" aria-labelledby="account-who">
          <h2 id="account-who">{staff.name}</h2>
          <dl className="facts">
            <div>
              <dt>{t('operator.console.staff.email')}</dt>
              <dd>{staff.email}</dd>
            </div>
            <div>
              <dt>{t('operator.console.staff.role')}</dt>
              <dd>{t(`operator.console.role.${staff.role}`)}</dd>
            </div>
          </dl>
        </section>
        <section className="card" aria-labelledby="account-password">
          <h2 id="account-password">{t('operator.console.password.title')}</h2>
          <PasswordForm />
        </section>
        <section className="card" aria-labelledby="account-totp">
          <h2 id="account-totp">{t('operator.console.totp.title')}</h2>
          <TotpSetup enabled={staff.totpEnabled} />
        </section>
      </div>
    </div>
  )
}
