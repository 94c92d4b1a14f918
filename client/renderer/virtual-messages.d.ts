declare module 'virtual:messages' {
  /** Each language's hashed messages files (scripts/messages-files.ts). */
  export const MESSAGES_URLS: Record<
    'shop' | 'console',
    Record<import('#shared/locales').Lang, string>
  >
}
