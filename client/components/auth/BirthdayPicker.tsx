import { latestAdultBirthday } from '#shared/profile'
import DatePicker from '../ui/DatePicker'
import { isoDate } from '../ui/iso-date'

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
