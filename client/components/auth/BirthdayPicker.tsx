import { DayPicker } from 'react-day-picker'
import { bg, enUS, ru, uk } from 'react-day-picker/locale'
import 'react-day-picker/style.css'
import { latestAdultBirthday } from '../../../shared/profile'
import { useI18n } from '../../i18n'

const LOCALES = { bg, ru, en: enUS, uk }
// Spec §9: the picker closes 150 ms after a pick, so the customer sees what was chosen.
export const CLOSE_DELAY_MS = 150

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
const fromIso = (value: string) => {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d)
}

/** Spec §5: the latest selectable day is 18 years before today. */
export default function BirthdayPicker({
  value,
  onPick,
}: {
  value: string | null
  onPick: (value: string) => void
}) {
  const { lang } = useI18n()
  const latest = fromIso(latestAdultBirthday(iso(new Date())))
  const selected = value ? fromIso(value) : undefined
  return (
    <div className="birthday-picker" data-testid="birthday-picker">
      <DayPicker
        mode="single"
        locale={LOCALES[lang]}
        captionLayout="dropdown"
        startMonth={new Date(1920, 0)}
        endMonth={latest}
        defaultMonth={selected ?? latest}
        disabled={{ after: latest }}
        selected={selected}
        onSelect={(date) => {
          if (date) setTimeout(() => onPick(iso(date)), CLOSE_DELAY_MS)
        }}
      />
    </div>
  )
}
