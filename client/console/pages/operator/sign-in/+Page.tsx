import { SignInForm } from '#client/console/SignInForm'
import { useI18n } from '#client/ui/i18n'

export default function Page() {
  const { t } = useI18n()
  return (
    <section className="card console-sign-in">
      <h1>{t('pages.console.signIn.title')}</h1>
      <p className="console-muted">{t('operator.console.signIn.lead')}</p>
      <SignInForm />
    </section>
  )
}
