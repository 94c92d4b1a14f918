// Apart from DatePicker.tsx, so a page that only needs these does not pull the calendar
// (react-day-picker and its locales) into its first load.
export const isoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

export const fromIsoDate = (value: string) => {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d)
}
