import type { Config } from 'vike/types'

// The zones' map draws on the configured tiles.
export default { pageKey: 'delivery', passToClient: ['tiles'] } satisfies Config
