import DatePicker from '#client/ui/DatePicker'
import { restaurantDay } from '#shared/hours'
import { latestAdultBirthday } from '#shared/profile'

/**
 * Spec §5: the latest selectable day is 18 years before today: the restaurant's today, as the server
 * checks it, not the device's (a phone abroad, or in Sofia's last hours of a UTC day, is a day apart).
 */
export default function BirthdayPicker({
  value,
  onPick,
}: {
  value: string | null
  onPick: (value: string) => void
}) {
  return (
    <DatePicker
      value={value}
      onPick={onPick}
      latest={latestAdultBirthday(restaurantDay(new Date()))}
      years
      testId="birthday-picker"
    />
  )
}
