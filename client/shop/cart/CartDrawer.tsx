import { useEffect, useRef, useState } from 'react'
import { trackEcommerce } from '#client/shop/analytics'
import { addToCart, clearCart, removeFromCart, useCart } from '#client/shop/stores/cart'
import { cartMinimum, useDeliveryChoice } from '#client/shop/stores/delivery-choice'
import { closeDrawer, useUi } from '#client/shop/stores/ui'
import { AllergenSentence } from '#client/ui/allergens/Allergens'
import { browserApi } from '#client/ui/api'
import { useI18n } from '#client/ui/i18n'
import { Overlay } from '#client/ui/Overlay'
import { DiscountLines } from '#client/ui/order/DiscountLines'
import { Stepper } from '#client/ui/Stepper'
import type { Region } from '#shared/contract/places'
import { useQuote } from './useQuote'
import './CartDrawer.css'

export function CartDrawer() {
  const { t, price, href, lang } = useI18n()
  const { drawer } = useUi()
  const open = drawer === 'cart'
  const { lines } = useCart()
  const { quote, failed } = useQuote(lines, open && lines.length > 0)
  const items = (quote?.lines ?? []).map((l) => ({
    id: l.id,
    name: l.name ?? '',
    price: l.unitPrice,
    quantity: l.quantity,
  }))
  const viewed = useRef(false)
  useEffect(() => {
    if (!open) viewed.current = false
    else if (quote && !viewed.current) {
      viewed.current = true
      trackEcommerce('view_cart', items)
    }
  })
  const [regions, setRegions] = useState<Region[] | null>(null)
  useEffect(() => {
    if (!open || regions !== null) return
    browserApi(lang)
      .get('/api/get-regions')
      .then(({ data }) => setRegions(data))
      .catch(() => {})
  }, [open, regions, lang])
  const minOrder = cartMinimum(regions, useDeliveryChoice())

  return (
    <Overlay
      open={open}
      onClose={() => closeDrawer('cart')}
      title={t('cart.title')}
      kind="drawer"
      testId="cart-drawer"
    >
      {lines.length === 0 ? (
        <div className="empty">
          <p>{t('cart.empty')}</p>
          <a className="button" href={href('/menu')} onClick={() => closeDrawer('cart')}>
            {t('shell.toMenu')}
          </a>
        </div>
      ) : (
        <>
          <ul className="cart-lines">
            {lines.map((line, index) => {
              const priced = quote?.lines[index]
              const name = priced?.name ?? t('cart.removedProduct')
              return (
                <li
                  key={`${line.id}:${JSON.stringify(line.modifiers)}`}
                  className="cart-line"
                  data-testid="cart-line"
                >
                  {priced?.image && <img src={priced.image} alt="" width={56} height={56} />}
                  <div className="cart-line__main">
                    <p className="cart-line__name">{priced ? name : '…'}</p>
                    {priced && priced.modifiers.length > 0 && (
                      <p className="cart-line__mods">
                        {priced.modifiers
                          .map((m) => (m.quantity > 1 ? `${m.name} ×${m.quantity}` : m.name))
                          .join(', ')}
                      </p>
                    )}
                    {priced && priced.status !== 'gone' && (
                      <AllergenSentence allergens={priced.allergens} />
                    )}
                    {priced && priced.status !== 'ok' && (
                      <p className="field-error">{t(`cart.status.${priced.status}`)}</p>
                    )}
                    {priced?.priceChanged && (
                      <p className="cart-line__note">{t('cart.priceChanged')}</p>
                    )}
                    <div className="cart-line__row">
                      <Stepper
                        value={line.quantity}
                        min={0}
                        max={99}
                        label={name}
                        onChange={(value) => {
                          const item = {
                            id: line.id,
                            name,
                            price: priced?.unitPrice ?? 0,
                            quantity: 1,
                          }
                          if (value > line.quantity) {
                            addToCart({ ...line, quantity: 1, modifiers: [...line.modifiers] })
                            trackEcommerce('add_to_cart', [item])
                          } else {
                            removeFromCart(line, 1)
                            trackEcommerce('remove_from_cart', [item])
                          }
                        }}
                      />
                      <span className="cart-line__total">{priced ? price(priced.total) : ''}</span>
                    </div>
                  </div>
                </li>
              )
            })}
          </ul>
          {failed && <p className="field-error">{t('cart.quoteFailed')}</p>}
          {quote && (
            <div className="cart-summary">
              <p className="cart-summary__total">
                <span>{t('cart.subtotal')}</span>
                <strong data-testid="cart-subtotal">{price(quote.subtotal)}</strong>
              </p>
              {quote.offers.length > 0 && (
                <dl className="cart-summary__discounts">
                  <DiscountLines offers={quote.offers} />
                </dl>
              )}
              {quote.promoProblem && <p className="field-error">{quote.promoProblem}</p>}
              {minOrder !== null && quote.subtotal < minOrder && (
                <div className="min-order">
                  <progress
                    max={minOrder}
                    value={quote.subtotal}
                    aria-label={t('cart.minOrderProgress')}
                  />
                  <p>{t('cart.minOrderLeft', { amount: price(minOrder - quote.subtotal) })}</p>
                </div>
              )}
              <a
                className="button cart-summary__checkout"
                href={href('/checkout')}
                onClick={() => closeDrawer('cart')}
              >
                {t('cart.checkout')}
              </a>
              <button type="button" className="link-button" onClick={clearCart}>
                {t('cart.clear')}
              </button>
            </div>
          )}
        </>
      )}
    </Overlay>
  )
}
