import { ApiError } from '#server/api/errors'
import { translate } from '#shared/i18n'
import type { Lang } from '#shared/locales'
import type { SmsSender } from './sender'

/** The dial codes the shop texts (SMS_ALLOWED_DIAL_CODES; toll fraud, security.md SMS-03). */
export type DialCodes = readonly string[]

/** Refused before the provider is called: the number is outside the dial codes the shop texts. */
export class OutsideDialCodes extends Error {
  constructor() {
    super('the number is outside SMS_ALLOWED_DIAL_CODES')
  }
}

const textable = (phone: string, codes: DialCodes) => codes.some((code) => phone.startsWith(code))

/** A phone (digits only) the shop will text, or a 422 on the `phone` field. */
export function textablePhone(phone: string, codes: DialCodes, lang: Lang): string {
  if (textable(phone, codes)) return phone
  throw new ApiError(422, translate(lang, 'validation.failed'), {
    phone: translate(lang, 'auth.phone.country'),
  })
}

/**
 * Every text goes through here, sign-in codes and order statuses alike: a number outside the dial
 * codes reaches no provider, whichever path asked (a phone order taken for any number included).
 */
export function dialCodeGuard(sender: SmsSender, codes: DialCodes): SmsSender {
  return {
    name: sender.name,
    async send(to, text) {
      if (!textable(to, codes)) throw new OutsideDialCodes()
      await sender.send(to, text)
    },
  }
}
