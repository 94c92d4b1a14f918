import type { PageContext } from 'vike/types'
import { pageHead } from './head'

export default (pageContext: PageContext) => pageHead(pageContext).title
