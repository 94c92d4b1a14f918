import { useState } from 'react'
import { consoleApi } from '#client/console/api'
import { ConsoleForm } from '#client/console/form/ConsoleForm'
import { Field } from '#client/console/form/Field'
import { useAction } from '#client/console/form/useAction'
import type { PhoneCustomer } from '#client/console/phone/CustomerLookup'
import { useI18n } from '#client/ui/i18n'
import { formatPhone } from '#shared/phone'

/**
 * A customer's request by e-mail or phone (GDPR art. 12(1)): the admin finds them by number, sends
 * them their data, or deletes the account after naming the request; both go to the audit log.
 */
export function DataRequest() {
  const { t, lang, price } = useI18n()
  const label = (key: string, params?: Record<string, string>) =>
    t(`operator.console.customers.${key}`, params)
  const [phone, setPhone] = useState('')
  const [customer, setCustomer] = useState<PhoneCustomer | null | undefined>(undefined)
  const [request, setRequest] = useState('')
  const [understood, setUnderstood] = useState(false)
  const [done, setDone] = useState('')
  const lookup = useAction()
  const removal = useAction()
  const find = () =>
    lookup.run(async () => {
      setDone('')
      const { data } = await consoleApi(lang).get('/api/operator/customers', { query: { phone } })
      setCustomer(data)
      setUnderstood(false)
    })
  const remove = (id: number) =>
    removal.run(async () => {
      const { data } = await consoleApi(lang).post(
        '/api/operator/customers/{id}/delete',
        { confirm: true, request },
        { params: { id } },
      )
      setCustomer(undefined)
      setRequest('')
      setDone(label('deleted', { amount: price(data.forfeited) }))
    })
  return (
    <>
      <ConsoleForm
        onSubmit={find}
        busy={lookup.busy}
        error={lookup.errors.form}
        done={done}
        submit={label('find')}
        labelledBy="data-request-title"
      >
        <h2 id="data-request-title">{label('requestTitle')}</h2>
        <p className="field__hint">{label('requestHint')}</p>
        <Field
          label={label('phone')}
          type="tel"
          autoComplete="off"
          value={phone}
          error={lookup.errors.phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <p role="status" className="console-muted">
          {customer === null && label('none')}
        </p>
      </ConsoleForm>
      {customer && (
        <section className="card form" aria-labelledby="data-request-customer">
          <h2 id="data-request-customer">
            {customer.name || label('unnamed')}, {formatPhone(customer.phone)}
          </h2>
          <a
            className="button button--ghost"
            href={`/api/operator/customers/${customer.id}/data`}
            download
          >
            {label('export')}
          </a>
          <Field
            label={label('request')}
            hint={label('requestFieldHint')}
            value={request}
            maxLength={200}
            error={removal.errors.request}
            onChange={(event) => setRequest(event.target.value)}
          />
          <p>{label('warning', { amount: price(customer.balance) })}</p>
          <label className="check">
            <input
              type="checkbox"
              checked={understood}
              onChange={(event) => setUnderstood(event.target.checked)}
            />
            {label('understand')}
          </label>
          <p className="field-error" role="alert">
            {removal.errors.form}
          </p>
          <button
            type="button"
            className="button"
            disabled={!understood || removal.busy}
            aria-busy={removal.busy}
            onClick={() => void remove(customer.id)}
          >
            {label('delete')}
          </button>
        </section>
      )}
    </>
  )
}
