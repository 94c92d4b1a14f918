import { useEffect, useState } from 'react'
import { consoleApi } from '#client/console/api'
import { SelectField } from '#client/console/form/Field'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import type { Courier } from '#shared/contract/operator/orders'

type Props = { orderId: number; courierId: number | null; couriers: Courier[] }

/** Which courier takes this delivery: chosen here, their deliveries list shows it at once. */
export function CourierSelect({ orderId, courierId, couriers }: Props) {
  const { t, lang } = useI18n()
  const [chosen, setChosen] = useState(courierId === null ? '' : String(courierId))
  // Another screen may hand it to someone else: the live order says who.
  useEffect(() => setChosen(courierId === null ? '' : String(courierId)), [courierId])
  const { busy, errors, run } = useAction()
  const choose = (value: string) =>
    void run(async () => {
      await consoleApi(lang).post(
        '/api/operator/orders/{id}/courier',
        {
          courierId: value ? Number(value) : null,
        },
        { params: { id: orderId } },
      )
      setChosen(value)
    })
  return (
    <SelectField
      label={t('operator.console.order.courier')}
      value={chosen}
      disabled={busy}
      onChange={(event) => choose(event.target.value)}
      error={errors.form ?? errors.courierId}
    >
      <option value="">{t('operator.console.order.noCourier')}</option>
      {couriers.map((courier) => (
        <option key={courier.id} value={courier.id}>
          {courier.name}
        </option>
      ))}
    </SelectField>
  )
}
