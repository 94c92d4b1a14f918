import type { PageContext } from 'vike/types'
import { LOCALE_TAGS } from '#shared/locales'

export default (pageContext: PageContext) => LOCALE_TAGS[pageContext.locale]
