import { useState } from 'react'
import { LANGS, SWITCHER_LABELS } from '../../../shared/locales'
import { useI18n } from '../../i18n'
import { Overlay } from '../ui/Overlay'
import { consoleApi } from './api'
import type { MenuProduct } from './catalog-types'
import { Field } from './Field'
import { parseEuros, toEuros } from './price-input'
import { useAction } from './useAction'

type Props = { product: MenuProduct; onClose: () => void; onSaved: (product: MenuProduct) => void }

/** A manager's edit of a dish: its name in the four languages and its price. */
export function ProductDialog({ product, onClose, onSaved }: Props) {
  const { t, lang } = useI18n()
  const [name, setName] = useState(product.name)
  const [price, setPrice] = useState(toEuros(product.price))
  const { busy, errors, setErrors, run } = useAction()
  const save = () => {
    const cents = parseEuros(price)
    if (cents === null) return setErrors({ price: t('operator.console.menu.priceRule') })
    return run(async () => {
      const { data } = await consoleApi(lang).post<{ data: Omit<MenuProduct, 'modifierGroupIds'> }>(
        `/api/operator/products/${product.id}`,
        { name, price: cents },
      )
      onSaved({ ...product, ...data })
      onClose()
    })
  }
  return (
    <Overlay open onClose={onClose} title={product.name[lang]} testId="product-dialog">
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        {LANGS.map((code, index) => (
          <Field
            key={code}
            label={t('operator.console.menu.name', { lang: SWITCHER_LABELS[code] })}
            lang={code}
            value={name[code]}
            onChange={(event) => setName({ ...name, [code]: event.target.value })}
            error={errors[`name.${code}`]}
            maxLength={120}
            required
            {...(index === 0 ? { 'data-autofocus': true } : {})}
          />
        ))}
        <Field
          label={t('operator.console.menu.price')}
          hint={t('operator.console.menu.priceRule')}
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          error={errors.price}
          required
        />
        <p className="field-error" role="alert">
          {errors.form}
        </p>
        <button type="submit" className="button" disabled={busy}>
          {t('account.save')}
        </button>
      </form>
    </Overlay>
  )
}
