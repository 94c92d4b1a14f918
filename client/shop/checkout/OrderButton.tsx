import type { ReactNode } from 'react'
import { useI18n } from '#client/ui/i18n'
import { legalPath } from '#shared/legal'
import type { Checkout } from './useCheckoutForm'

type Props = Pick<Checkout, 'form' | 'quote' | 'sending'>

/** `sentence` with {{name}} replaced by `parts[name]`: a translated sentence around links. */
function withParts(sentence: string, parts: Record<string, ReactNode>) {
  return sentence.split(/(\{\{\w+\}\})/).map((piece, index) => {
    const name = /^\{\{(\w+)\}\}$/.exec(piece)?.[1]
    return name && name in parts ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one sentence, never reordered
      <span key={index}>{parts[name]}</span>
    ) : (
      piece
    )
  })
}

/**
 * The order button says that ordering costs money, and how much (2011/83 art. 8(2): "order with
 * obligation to pay" or an unambiguous equivalent), with the terms and privacy notice just above.
 */
export function OrderButton({ form, quote, sending }: Props) {
  const { t, price, href } = useI18n()
  const total = quote ? price(quote.total) : ''
  const label =
    form.paymentType === 'card_online'
      ? t('checkout.payNow', { total })
      : form.orderType === 'delivery'
        ? t('checkout.place', { total })
        : t('checkout.placePickup', { total })
  const link = (doc: 'terms' | 'privacy') => (
    <a href={href(legalPath(doc))} target="_blank" rel="noopener">
      {t(`legal.docs.${doc}`)}
    </a>
  )
  return (
    <>
      <p className="checkout__agree">
        {withParts(
          // The placeholders stay for the links to take their places.
          t('checkout.agree', { terms: '{{terms}}', privacy: '{{privacy}}' }),
          { terms: link('terms'), privacy: link('privacy') },
        )}
      </p>
      <button
        type="submit"
        className="button checkout__submit"
        disabled={sending || !quote}
        aria-busy={sending}
      >
        {sending ? t('common.loading') : label}
      </button>
    </>
  )
}
