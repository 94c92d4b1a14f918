import type { Config } from 'vike/types'

export default { pageKey: 'home', stream: true } satisfies Config
