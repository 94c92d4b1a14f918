/** The content codings a request accepts (RFC 9110 §12.5.3; q=0 refuses a coding). */
export function acceptedEncodings(request: Request): Set<string> {
  const accepted = new Set<string>()
  for (const part of (request.headers.get('Accept-Encoding') ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name)
  }
  return accepted
}

export type Encoding = 'br' | 'gzip'

/** br before gzip when the browser takes both. */
export function pickEncoding(request: Request): Encoding | null {
  const accepted = acceptedEncodings(request)
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return null
}
