import { useState } from 'react'
import { consoleApi } from '#client/console/api'
import { ConsoleForm } from '#client/console/form/ConsoleForm'
import { Field } from '#client/console/form/Field'
import { countOrText, parseEuros, toEuros } from '#client/console/form/price-input'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import type { Site } from '#shared/contract/operator/site'

type Limits = Site['order_limits']
const COUNTS = ['maxLines', 'maxQuantity', 'maxOpenCashOrders', 'payMinutes'] as const
const AMOUNTS = ['maxTotal', 'confirmAbove'] as const
type Draft = Record<keyof Limits, string>

const draftOf = (limits: Limits): Draft => ({
  maxLines: String(limits.maxLines),
  maxQuantity: String(limits.maxQuantity),
  maxOpenCashOrders: String(limits.maxOpenCashOrders),
  payMinutes: String(limits.payMinutes),
  maxTotal: toEuros(limits.maxTotal),
  confirmAbove: toEuros(limits.confirmAbove),
})

// What is no amount goes to the API as typed, for it to refuse on that field with the others.
const cents = (text: string) => parseEuros(text) ?? text

/**
 * One online order's limits (security.md hole 8): beyond them the checkout and the API refuse it
 * with these figures; when a customer's open orders together pass the confirmation amount the
 * newest is taken and waits for a manager's call (issue 32 item 4).
 */
export function OrderLimitsForm({ limits }: { limits: Limits }) {
  const { t, lang } = useI18n()
  const label = (key: string) => t(`operator.console.limits.${key}`)
  const [draft, setDraft] = useState(() => draftOf(limits))
  const [done, setDone] = useState('')
  const { busy, errors, run } = useAction()
  const save = () =>
    run(async () => {
      setDone('')
      const body = {
        ...Object.fromEntries(COUNTS.map((name) => [name, countOrText(draft[name])])),
        ...Object.fromEntries(AMOUNTS.map((name) => [name, cents(draft[name])])),
      }
      const { data } = await consoleApi(lang).post('/api/operator/site/order_limits', body)
      setDraft(draftOf(data.order_limits))
      setDone(label('saved'))
    })
  const field = (name: keyof Limits, numeric: boolean) => (
    <Field
      key={name}
      label={label(name)}
      inputMode={numeric ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={draft[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      error={errors[name]}
      required
    />
  )
  return (
    <ConsoleForm
      onSubmit={save}
      busy={busy}
      error={errors.form}
      done={done}
      submit={t('account.save')}
      labelledBy="order-limits-title"
    >
      <h2 id="order-limits-title">{label('title')}</h2>
      <p className="field__hint">{label('hint')}</p>
      {COUNTS.map((name) => field(name, true))}
      {AMOUNTS.map((name) => field(name, false))}
    </ConsoleForm>
  )
}
