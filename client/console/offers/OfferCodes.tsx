import { useState } from 'react'
import { consoleApi } from '#client/console/api'
import { ConsoleForm } from '#client/console/form/ConsoleForm'
import { Field } from '#client/console/form/Field'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import type { OperatorOffer } from '#shared/contract/operator/offers'
import { MAX_CODE_BATCH } from '#shared/offers'

type Props = { offer: OperatorOffer; onChange: (offer: OperatorOffer) => void }

/** An offer's single-use codes: how many are used and left, the CSV for the printer, more of them. */
export function OfferCodes({ offer, onChange }: Props) {
  const { t, lang } = useI18n()
  const label = (key: string, values?: Record<string, string | number>) =>
    t(`operator.console.offers.codes.${key}`, values)
  const [count, setCount] = useState('200')
  const [done, setDone] = useState('')
  const { busy, errors, run } = useAction()
  const { total, used } = offer.codes
  const generate = () =>
    run(async () => {
      setDone('')
      const { data } = await consoleApi(lang).post(
        '/api/operator/offers/{id}/codes',
        { count: Number(count) },
        { params: { id: offer.id } },
      )
      setDone(label('generated', { count: data.codes.total - total }))
      onChange(data)
    })
  return (
    <section className="offer-codes" aria-labelledby={`offer-codes-${offer.id}`}>
      <h3 id={`offer-codes-${offer.id}`}>{label('title')}</h3>
      <p className="console-muted">{label('hint')}</p>
      <p>{total === 0 ? label('none') : label('figures', { used, total, left: total - used })}</p>
      {total > 0 && (
        <a
          className="button button--ghost button--small"
          href={`/api/operator/offers/${offer.id}/codes.csv?lang=${lang}`}
          download
        >
          {label('csv')}
        </a>
      )}
      <p className="console-done" role="status">
        {done}
      </p>
      <ConsoleForm onSubmit={generate} busy={busy} error={errors.form} submit={label('generate')}>
        <Field
          label={label('count')}
          hint={label('countHint', { max: MAX_CODE_BATCH })}
          inputMode="numeric"
          value={count}
          onChange={(event) => setCount(event.target.value)}
          error={errors.count}
          autoComplete="off"
          required
        />
      </ConsoleForm>
    </section>
  )
}
