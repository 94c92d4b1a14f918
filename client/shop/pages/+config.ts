import type { Config } from 'vike/types'

// The storefront's pages live in client/shop/pages; without this every URL would start with /client/shop.
export default {
  filesystemRoutingRoot: '/',
} satisfies Config
