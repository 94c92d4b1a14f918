import { PageIntro } from '../../../components/layout/PageIntro'
import { FavoriteProducts } from '../../../components/product/FavoriteProducts'

export default function Page() {
  return (
    <PageIntro>
      <FavoriteProducts />
    </PageIntro>
  )
}
