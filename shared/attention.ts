// Spec §3, §9: the attention popup, once seen, stays away for 4 hours. The browser writes the
// cookie; the server reads it to put the popup into the page's HTML (or leave it out).
export const ATTENTION_COOKIE = 'attention'
export const ATTENTION_MAX_AGE = 14_400
