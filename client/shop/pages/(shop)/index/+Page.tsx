import { useData } from 'vike-react/useData'
import { CategoryChips } from '#client/shop/product/CategoryChips'
import { DeferredProducts } from '#client/shop/product/DeferredProducts'
import { DeliveryFacts } from '#client/shop/product/DeliveryFacts'
import { ProductGrid } from '#client/shop/product/ProductGrid'
import { PromotionCards } from '#client/shop/product/PromotionCards'
import { RecentlyViewed } from '#client/shop/product/RecentlyViewed'
import { useI18n } from '#client/ui/i18n'
import { Picture } from '#client/ui/Picture'
import { useSite } from '#client/ui/site'
import type { HomeData } from './+data'
import './home.css'

export default function Page() {
  const { promotions, categories, popular, regions } = useData<HomeData>()
  const { t, href } = useI18n()
  const { banner } = useSite()
  return (
    <>
      <section className={banner ? 'hero hero--banner' : 'hero'} aria-labelledby="hero-title">
        {/* The banner is the page's largest paint: fetched first; the cards then load as they show.
            It has a box of its own, beside the text on a wide screen and above it on a phone: the
            words never stand on the picture. */}
        {banner && (
          <div className="hero__picture">
            <Picture
              image={banner.image}
              placeholder={banner.placeholder}
              alt=""
              sizes="(min-width: 769px) 700px, 100vw"
              priority
            />
          </div>
        )}
        <div className="hero__text">
          <h1 id="hero-title">{t('home.title')}</h1>
          <p className="lead">{t('home.lead')}</p>
          <a className="button" href={href('/menu')}>
            {t('home.cta')}
          </a>
        </div>
      </section>
      <CategoryChips categories={categories} />
      <section className="section" aria-labelledby="popular-title">
        <div className="section__head">
          <h2 id="popular-title">{t('home.popular')}</h2>
          <a href={href('/menu')}>{t('home.allMenu')}</a>
        </div>
        <ProductGrid products={popular} eager={banner ? 0 : 2} />
      </section>
      <PromotionCards promotions={promotions} />
      <DeferredProducts tags="new" title={t('home.new')} id="new-title" />
      <RecentlyViewed />
      <DeliveryFacts regions={regions} />
    </>
  )
}
