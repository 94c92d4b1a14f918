import { useData } from 'vike-react/useData'
import { OrderWithOffer } from '#client/shop/product/OrderWithOffer'
import { useI18n } from '#client/ui/i18n'
import { Picture } from '#client/ui/Picture'
import type { PromotionData } from './+data'

export default function Page() {
  const { promotion } = useData<PromotionData>()
  const { t, href } = useI18n()
  return (
    <article className="card promotion">
      <div className="promotion__picture">
        <Picture
          image={promotion.image}
          placeholder={promotion.placeholder}
          alt=""
          sizes="(min-width: 769px) 640px, 100vw"
          priority
        />
      </div>
      <h1>{promotion.title}</h1>
      <p className="lead">{promotion.summary}</p>
      <p>{promotion.body}</p>
      {promotion.offer?.ended && (
        <p className="promotion__ended" role="note">
          {t('promotions.offerEnded')}
        </p>
      )}
      <p>
        {promotion.offer && !promotion.offer.ended ? (
          <OrderWithOffer code={promotion.offer.code} />
        ) : (
          <a className="button" href={href('/menu')}>
            {t('shell.toMenu')}
          </a>
        )}{' '}
        <a href={href('/promotions')}>{t('promotions.all')}</a>
      </p>
    </article>
  )
}
