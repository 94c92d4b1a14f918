import { useEffect, useState } from 'react'
import { keepPromoCode, usePromoCode } from '#client/shop/stores/promo'
import { useI18n } from '#client/ui/i18n'
import { errorProps, FieldError } from './FieldError'

/**
 * The promo code: typed here or brought by a `?promo=` link; the server's quote says whether it
 * applies, and why not (under the field), or takes it off in the summary.
 */
export function PromoCodeField({ problems }: { problems: Record<string, string> }) {
  const { t } = useI18n()
  const kept = usePromoCode()
  const [typed, setTyped] = useState(kept)
  // A code from a link arrives once the cart has started, after the first render.
  useEffect(() => setTyped(kept), [kept])
  return (
    <div className="card promo-code">
      <label className="field">
        <span className="field__label">{t('checkout.promo.label')}</span>
        <input
          value={typed}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the code rather than placing the order.
            if (event.key === 'Enter') {
              event.preventDefault()
              keepPromoCode(typed)
            }
          }}
          {...errorProps('promoCode', problems)}
        />
      </label>
      <div className="promo-code__actions">
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => keepPromoCode(typed)}
        >
          {t('checkout.promo.apply')}
        </button>
        {kept && (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => keepPromoCode('')}
          >
            {t('checkout.promo.remove')}
          </button>
        )}
      </div>
      <FieldError field="promoCode" problems={problems} />
    </div>
  )
}
