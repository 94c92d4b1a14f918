import { DayPicker } from 'react-day-picker'
// One module per language: the server loads its page bundle's imports at start, and the
// package's index of all its languages took 1.4 s of the container's start on Node 26.
import { bg } from 'react-day-picker/locale/bg'
import { enUS } from 'react-day-picker/locale/en-US'
import { ru } from 'react-day-picker/locale/ru'
import { uk } from 'react-day-picker/locale/uk'
import 'react-day-picker/style.css'
import { useI18n } from './i18n'
import { fromIsoDate, isoDate } from './iso-date'

const LOCALES = { bg, ru, en: enUS, uk }
// Spec §9: the picker closes 150 ms after a pick, so the customer sees what was chosen.
export const CLOSE_DELAY_MS = 150

/** A calendar in the page's language (loaded lazily by its users), closing 150 ms after a pick. */
export default function DatePicker({
  value,
  onPick,
  earliest,
  latest,
  years = false,
  allowed,
  testId,
}: {
  value: string | null
  onPick: (value: string) => void
  earliest?: string
  latest: string
  /** Month and year dropdowns, for dates far back (a birthday). */
  years?: boolean
  /** Only these days (YYYY-MM-DD) can be picked, when given. */
  allowed?: readonly string[]
  testId?: string
}) {
  const { lang } = useI18n()
  const selected = value ? fromIsoDate(value) : undefined
  const last = fromIsoDate(latest)
  const first = earliest ? fromIsoDate(earliest) : new Date(1920, 0, 1)
  return (
    <div className="date-picker" data-testid={testId}>
      <DayPicker
        mode="single"
        // Tapping the day already chosen picks it again (and closes), rather than clearing it.
        required
        locale={LOCALES[lang]}
        {...(years ? { captionLayout: 'dropdown' as const } : {})}
        startMonth={first}
        endMonth={last}
        defaultMonth={selected ?? (years ? last : first)}
        disabled={[
          { after: last },
          { before: first },
          ...(allowed ? [(date: Date) => !allowed.includes(isoDate(date))] : []),
        ]}
        selected={selected}
        // The day clicked, even the one already chosen (which the calendar would unselect): a
        // pick always closes it.
        onSelect={(_, day) => setTimeout(() => onPick(isoDate(day)), CLOSE_DELAY_MS)}
      />
    </div>
  )
}
