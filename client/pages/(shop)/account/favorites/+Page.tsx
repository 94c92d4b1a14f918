import { PageIntro } from '../../../../components/layout/PageIntro'
import { useI18n } from '../../../../i18n'

export default function Page() {
  const { t } = useI18n()
  return <PageIntro lead={t('shell.emptyFavorites')} />
}
