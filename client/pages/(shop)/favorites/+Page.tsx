import { PageIntro } from '#client/components/layout/PageIntro'
import { FavoriteProducts } from '#client/components/product/FavoriteProducts'

export default function Page() {
  return (
    <PageIntro>
      <FavoriteProducts />
    </PageIntro>
  )
}
