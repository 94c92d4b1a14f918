import { useData } from 'vike-react/useData'
import { PageIntro } from '#client/shop/layout/PageIntro'
import { PromotionCards } from '#client/shop/product/PromotionCards'
import type { PromotionsData } from './+data'

export default function Page() {
  const { promotions } = useData<PromotionsData>()
  return (
    <PageIntro>
      <PromotionCards promotions={promotions} heading={false} />
    </PageIntro>
  )
}
