/** A redirect the table holds for a path: where to, with which status, and the rule that said so. */
export type FoundRedirect = { to: string; status: 301 | 302 | 307 | 308; rule: string }

/** How the edge and the pages ask for a path's redirect (the edge hands the pages its lookup). */
export type RedirectLookup = (path: string) => Promise<FoundRedirect | null>
