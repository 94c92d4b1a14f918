import { useData } from 'vike-react/useData'
import { OrderResult } from '../../../../components/checkout/OrderResult'
import { PageIntro } from '../../../../components/layout/PageIntro'
import { useI18n } from '../../../../i18n'
import type { data } from './+data'

export default function Page() {
  const { order } = useData<Awaited<ReturnType<typeof data>>>()
  const { t } = useI18n()
  return (
    <PageIntro lead={t('checkout.paid')}>
      <OrderResult order={order} />
    </PageIntro>
  )
}
