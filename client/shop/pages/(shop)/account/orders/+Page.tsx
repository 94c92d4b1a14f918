import { useData } from 'vike-react/useData'
import { EmptyState } from '#client/shop/account/EmptyState'
import { OrderRow } from '#client/shop/account/OrderRow'
import { PageIntro } from '#client/shop/layout/PageIntro'
import { useI18n } from '#client/ui/i18n'
import type { OrdersData } from './+data'

export default function Page() {
  const { orders } = useData<OrdersData>()
  const { t } = useI18n()
  return (
    <PageIntro>
      {orders.length === 0 ? (
        <EmptyState text={t('shell.emptyOrders')} />
      ) : (
        <ul className="order-list">
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
    </PageIntro>
  )
}
