import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { data as menuData } from '#client/shop/pages/(shop)/menu/+data'

export type { MenuData } from '#client/shop/pages/(shop)/menu/+data'

export async function data(pageContext: PageContextServer) {
  const result = await menuData(pageContext)
  if (!result.current) throw render(404)
  return {
    ...result,
    head: { title: result.current.name, description: result.current.description },
  }
}
