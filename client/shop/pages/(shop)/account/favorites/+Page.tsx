import { PageIntro } from '#client/shop/layout/PageIntro'
import { FavoriteProducts } from '#client/shop/product/FavoriteProducts'

export default function Page() {
  return (
    <PageIntro>
      <FavoriteProducts />
    </PageIntro>
  )
}
