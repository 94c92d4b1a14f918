/**
 * Whether a path is the staff console's: /operator and everything under it, in any language. (An
 * error page after an aborted render sees the path with its language prefix.) Its pages, errors
 * included, load the console's strings too (client/ui/messages.ts).
 */
export function isConsolePath(pathname: string): boolean {
  return /^(?:\/(?:ru|en|uk))?\/operator(?:\/|$)/.test(pathname)
}
