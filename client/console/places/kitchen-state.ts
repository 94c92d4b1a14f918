import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import type { OperatorKitchen } from '#shared/contract/operator/places'

/**
 * A kitchen's busy mode and pause as staff read them ("+20 min until 21:00", "Paused until
 * 21:00"), each null while off: the kitchens page and the board's strip say them alike.
 */
export function useKitchenState() {
  const { t } = useI18n()
  const { time } = useFormats()
  const until = (iso: string | null) =>
    iso ? ` ${t('operator.console.kitchens.untilTime', { time: time(iso) })}` : ''
  return (kitchen: Pick<OperatorKitchen, 'busy' | 'pause'>) => ({
    busy: kitchen.busy
      ? t('operator.console.kitchens.busyOn', { minutes: kitchen.busy.minutes }) +
        until(kitchen.busy.until)
      : null,
    pause: kitchen.pause
      ? kitchen.pause.until
        ? t('operator.console.kitchens.pausedUntil', { time: time(kitchen.pause.until) })
        : t('operator.console.kitchens.pausedOn')
      : null,
  })
}
