import * as z from 'zod/mini'

/**
 * What a push message carries to the service worker (issue 39's contract between the sender and
 * client/shop/pwa/sw.ts): the notification's text and the page a tap opens, on this site.
 */
export const PushPayload = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  body: z.string().check(z.maxLength(1000)),
  url: z.string().check(z.regex(/^\/(?!\/)/)),
  tag: z.optional(z.string().check(z.maxLength(100))),
})
export type PushPayload = z.infer<typeof PushPayload>
