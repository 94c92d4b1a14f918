import { useData } from 'vike-react/useData'
import { OrderResult } from '#client/shop/checkout/OrderResult'
import { PageIntro } from '#client/shop/layout/PageIntro'
import { useI18n } from '#client/ui/i18n'
import type { data } from './+data'

export default function Page() {
  const { order, restaurant } = useData<Awaited<ReturnType<typeof data>>>()
  const { t } = useI18n()
  return (
    <PageIntro lead={t('checkout.paid')}>
      <OrderResult order={order} restaurant={restaurant} />
    </PageIntro>
  )
}
