import { useI18n } from '#client/ui/i18n'
import { Stepper } from '#client/ui/Stepper'
import { FieldError } from './FieldError'
import type { Checkout } from './useCheckoutForm'

type Props = Pick<Checkout, 'form' | 'change' | 'quote' | 'problems'>

/** Whom the chopsticks are for, a comment, and the bonuses to spend when the customer has some. */
export function ExtrasFieldset({ form, change, quote, problems }: Props) {
  const { t, price } = useI18n()
  return (
    <fieldset className="card">
      <legend>{t('checkout.extras')}</legend>
      <div className="field">
        <span className="field__label" id="persons-label">
          {t('checkout.persons')}
        </span>
        <Stepper
          value={form.persons}
          min={0}
          max={20}
          onChange={(value) => change({ persons: value })}
          label={t('checkout.persons')}
        />
      </div>
      <label className="field">
        <span className="field__label">{t('checkout.comment')}</span>
        <textarea
          rows={2}
          value={form.comment}
          onChange={(e) => change({ comment: e.target.value })}
        />
      </label>
      {quote && quote.balance > 0 && (
        <label className="field">
          <span className="field__label">
            {t('checkout.bonuses', {
              balance: price(quote.balance),
              allowed: price(quote.bonusAllowed),
            })}
          </span>
          <input
            type="range"
            min={0}
            max={quote.bonusAllowed}
            step={10}
            value={Math.min(form.bonusToSpend, quote.bonusAllowed)}
            onChange={(e) => change({ bonusToSpend: Number(e.target.value) })}
            aria-valuetext={price(form.bonusToSpend)}
          />
          <span>{price(Math.min(form.bonusToSpend, quote.bonusAllowed))}</span>
        </label>
      )}
      <FieldError field="bonusToSpend" problems={problems} />
    </fieldset>
  )
}
