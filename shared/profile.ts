// Spec §5: the customer must be 18; the birthday is sent as YYYY-MM-DD or null.
export const MIN_AGE = 18

export type Profile = {
  id: number
  phone: string
  name: string
  surname: string
  birthday: string | null
  referrer_id: number | null
  referral_code: string
  /** Whether order status text messages are wanted. */
  status_sms: boolean
}

/** The latest birthday an adult can have on `today` (YYYY-MM-DD in, YYYY-MM-DD out). */
export function latestAdultBirthday(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  // 29 February of a leap year becomes 28 February 18 years earlier (never a later day).
  const date = new Date(Date.UTC(year - MIN_AGE, month - 1, day))
  if (date.getUTCMonth() !== month - 1) date.setUTCDate(0)
  return date.toISOString().slice(0, 10)
}

export function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** Day.month.year as the spec shows it. */
export function displayDate(value: string): string {
  const [year, month, day] = value.split('-')
  return `${day}.${month}.${year}`
}
