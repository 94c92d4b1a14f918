import DatePicker from '#client/ui/DatePicker'
import { isoDate } from '#client/ui/iso-date'
import { latestAdultBirthday } from '#shared/profile'

/** Spec §5: the latest selectable day is 18 years before today. */
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
      latest={latestAdultBirthday(isoDate(new Date()))}
      years
      testId="birthday-picker"
    />
  )
}
