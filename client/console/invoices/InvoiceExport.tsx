import { useId } from 'react'
import { useI18n } from '#client/ui/i18n'

/**
 * The accountant's CSV for a range of days: a plain download from the API (the edge adds the
 * staff session), this month so far by default.
 */
export function InvoiceExport({ today }: { today: string }) {
  const { t } = useI18n()
  const id = useId()
  const label = (key: string) => t(`operator.invoices.${key}`)
  return (
    <form
      className="card form"
      method="get"
      action="/api/operator/invoices/export"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{label('export')}</h2>
      <p className="field__hint">{label('exportHint')}</p>
      <div className="field-row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-from`}>
            {label('from')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            name="from"
            required
            defaultValue={`${today.slice(0, 8)}01`}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-to`}>
            {label('to')}
          </label>
          <input id={`${id}-to`} type="date" name="to" required defaultValue={today} />
        </div>
      </div>
      <button type="submit" className="button">
        {label('download')}
      </button>
    </form>
  )
}
