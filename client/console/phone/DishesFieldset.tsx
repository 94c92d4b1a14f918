import { useI18n } from '#client/ui/i18n'
import { type Dish, DishPicker } from './DishPicker'
import type { PhoneOrder } from './usePhoneOrderForm'

type Props = { dishes: Dish[] } & Pick<PhoneOrder, 'form' | 'add' | 'remove' | 'quote'>

/** The dishes found by name, each line named as the server priced it, and removable. */
export function DishesFieldset({ dishes, form, add, remove, quote }: Props) {
  const { t } = useI18n()
  return (
    <fieldset className="card phone-order__part">
      <legend>{t('operator.console.phone.dishes')}</legend>
      <DishPicker dishes={dishes} onAdd={add} />
      {form.lines.length === 0 ? (
        <p className="console-muted">{t('operator.console.phone.empty')}</p>
      ) : (
        <ul className="phone-order__lines">
          {form.lines.map((line, index) => {
            const label =
              quote?.lines[index]?.name ?? dishes.find((d) => d.id === line.id)?.name ?? ''
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are positions of the order
              <li key={index}>
                <span>
                  {line.quantity} × {label}
                </span>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => remove(index)}
                >
                  {t('operator.console.phone.remove', { name: label })}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </fieldset>
  )
}
