import { AsYouType } from 'libphonenumber-js/min'
import { digitsOnly, PHONE_MAX_DIGITS } from './phone'

// Apart from shared/phone.ts: only the phone field needs the numbering plans (libphonenumber-js's
// smallest metadata), not every page that shows a number.

/** Where a number typed without its country code is from: the shop's customers are in Bulgaria. */
export const HOME_COUNTRY = 'BG'

/**
 * A phone as the customer types it, written internationally as they go (issue 30): "0888 123 456"
 * (a leading 0: a number as written at home) becomes "+359 88 812 3456"; "+44 7700 900123", and
 * digits without a 0 or + in front ("3598…", as the field always took them), keep their own
 * country code (the server answers which countries it texts); at most 15 digits.
 */
export function typedPhone(value: string): string {
  const typer = new AsYouType(HOME_COUNTRY)
  typer.input(/^\s*[1-9]/.test(value) ? `+${value}` : value)
  const number = typer.getNumberValue()
  if (!number) return value.replace(/[^\d+]/g, '')
  return new AsYouType().input(`+${digitsOnly(number).slice(0, PHONE_MAX_DIGITS)}`)
}
