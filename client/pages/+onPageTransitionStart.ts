import { loadProductCard } from '../components/product/card-code'
import { startProgress } from '../navigation/progress'

// The next page may draw product cards: their code loads beside the page's data.
export function onPageTransitionStart() {
  startProgress()
  void loadProductCard()
}
