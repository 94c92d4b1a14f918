// zod, building its first object schema, tries `new Function` to learn whether it may compile its
// parsers. Under the shop's Content Security Policy (no eval) that try is refused and reported as a
// violation on every page that checks a form in the browser (the checkout's draft). `jitless` skips
// the try. It is set through the global zod reads its settings from when it loads, so zod itself
// stays out of the first load; this module is the client router's, evaluated before any page's.
// The server's API keeps its compiled parsers.
if (!import.meta.env.SSR) {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true }
}
