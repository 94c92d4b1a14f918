import { startProgress } from '#client/renderer/navigation/progress'
import { loadProductCard } from '#client/shop/product/card-code'

// The next page may draw product cards: their code loads beside the page's data.
export function onPageTransitionStart() {
  startProgress()
  void loadProductCard()
}
