import { useState } from 'react'
import { consoleApi } from '#client/console/api'
import { ConsoleForm } from '#client/console/form/ConsoleForm'
import { Field, SelectField } from '#client/console/form/Field'
import { LanguageFieldsets } from '#client/console/form/LanguageFieldsets'
import { useAction } from '#client/console/form/useAction'
import { WeekHours } from '#client/console/places/WeekHours'
import { type DayRow, slotError } from '#client/console/places/week-hours'
import { useI18n } from '#client/ui/i18n'
import type { BodyOf } from '#shared/api-client'
import type { OperatorOffer } from '#shared/contract/operator/offers'
import { OFFER_KINDS, OFFER_ORDER_TYPES } from '#shared/offers'
import { ChoiceList } from './ChoiceList'
import {
  draftOf,
  forCategory,
  forDishes,
  hasNoValue,
  NEW_OFFER,
  type OfferDraft,
  requestOf,
} from './offer-draft'

type Named = readonly { id: number; name: string }[]
/** What the form lets a manager choose, named in the console's language. */
export type OfferChoices = { categories: Named; products: Named; zones: Named }

type Props = {
  /** The offer to edit; without it, the form adds one. */
  offer?: OperatorOffer
  choices: OfferChoices
  onSaved: (offer: OperatorOffer) => void
}

/** What an offer takes off, when, for whom and how often: a new offer, or one to change. */
export function OfferForm({ offer, choices, onSaved }: Props) {
  const { t, lang } = useI18n()
  const label = (key: string) => t(`operator.console.offers.${key}`)
  const [draft, setDraft] = useState<OfferDraft>(() => (offer ? draftOf(offer) : NEW_OFFER))
  // The API names a wrong time by its place in the hours sent: the week as sent finds its interval.
  const [sent, setSent] = useState<DayRow[]>([])
  const { busy, errors, run } = useAction()
  const set = (name: keyof OfferDraft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value })
  const check = (name: 'firstOrderOnly' | 'active' | 'withOptions') => (
    <label className="check">
      <input
        type="checkbox"
        checked={draft[name]}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.checked })}
      />
      {label(name)}
    </label>
  )
  const count = (
    name: 'perCustomerLimit' | 'totalLimit' | 'priority',
    hint: 'limitHint' | 'priorityHint',
    required = false,
  ) => (
    <Field
      label={label(name)}
      hint={label(hint)}
      inputMode="numeric"
      value={draft[name]}
      onChange={set(name)}
      error={errors[name]}
      autoComplete="off"
      required={required}
    />
  )
  const save = () =>
    run(async () => {
      setSent(draft.week)
      const api = consoleApi(lang)
      // What staff typed, for the API to refuse on its fields.
      const body = requestOf(draft) as BodyOf<'/api/operator/offers'>
      const { data } = offer
        ? await api.post('/api/operator/offers/{id}', body, { params: offer })
        : await api.post('/api/operator/offers', body)
      if (!offer) setDraft(NEW_OFFER)
      onSaved(data)
    })
  const valueLabel = draft.kind.endsWith('amount')
    ? 'amount'
    : draft.kind === 'n_for_m'
      ? 'buyCount'
      : 'percent'
  return (
    <ConsoleForm
      onSubmit={save}
      busy={busy}
      error={errors.form}
      submit={offer ? t('account.save') : label('create')}
    >
      <LanguageFieldsets
        texts={[{ name: 'name', label: label('name'), maxLength: 100, required: true }]}
        values={draft}
        errors={errors}
        onChange={(name, text) => setDraft({ ...draft, [name]: text })}
        autoFocus={offer !== undefined}
      />
      <SelectField label={label('kind')} value={draft.kind} onChange={set('kind')}>
        {OFFER_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {label(`kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      {!hasNoValue(draft.kind) && (
        <Field
          label={label(valueLabel)}
          inputMode="decimal"
          value={draft.value}
          onChange={set('value')}
          error={errors.value}
          autoComplete="off"
          required
        />
      )}
      {draft.kind === 'n_for_m' && (
        <Field
          label={label('payFor')}
          hint={label('payForHint')}
          inputMode="numeric"
          value={draft.payFor}
          onChange={set('payFor')}
          error={errors.payFor}
          autoComplete="off"
          required
        />
      )}
      {forDishes(draft.kind) && (
        <ChoiceList
          legend={label(draft.kind === 'free_dish' ? 'freeDish' : 'dishes')}
          single={draft.kind === 'free_dish'}
          choices={choices.products}
          chosen={draft.productIds}
          onChange={(productIds) => setDraft({ ...draft, productIds })}
          error={errors.productIds}
        />
      )}
      {draft.kind === 'free_dish' && check('withOptions')}
      {forCategory(draft.kind) && (
        <SelectField
          label={label('category')}
          value={draft.categoryId}
          onChange={set('categoryId')}
          error={errors.categoryId}
          required
        >
          <option value="">{label('chooseCategory')}</option>
          {choices.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
      )}
      <Field
        label={label('code')}
        hint={label('codeHint')}
        value={draft.code}
        onChange={set('code')}
        error={errors.code}
        maxLength={40}
        autoComplete="off"
      />
      <Field
        label={label('startsOn')}
        type="date"
        value={draft.startsOn}
        onChange={set('startsOn')}
        error={errors.startsOn}
      />
      <Field
        label={label('endsOn')}
        type="date"
        value={draft.endsOn}
        onChange={set('endsOn')}
        error={errors.endsOn}
      />
      <WeekHours
        week={draft.week}
        onChange={(week) => setDraft({ ...draft, week })}
        errorOf={(day, slot, time) => slotError(errors, sent, day, slot, time)}
        legend={label('hours')}
        hint={label('hoursHint')}
      />
      <Field
        label={label('minSubtotal')}
        {...(draft.kind === 'free_dish' ? { hint: label('freeDishMinimumHint') } : {})}
        inputMode="decimal"
        value={draft.minSubtotal}
        onChange={set('minSubtotal')}
        error={errors.minSubtotal}
        autoComplete="off"
      />
      <SelectField
        label={label('orderTypes')}
        value={draft.orderTypes}
        onChange={set('orderTypes')}
      >
        {OFFER_ORDER_TYPES.map((type) => (
          <option key={type} value={type}>
            {label(`for.${type}`)}
          </option>
        ))}
      </SelectField>
      <ChoiceList
        legend={label('zones')}
        hint={label('zonesHint')}
        choices={choices.zones}
        chosen={draft.zoneIds}
        onChange={(zoneIds) => setDraft({ ...draft, zoneIds })}
        error={errors.zoneIds}
      />
      {check('firstOrderOnly')}
      {count('perCustomerLimit', 'limitHint')}
      {count('totalLimit', 'limitHint')}
      {count('priority', 'priorityHint', true)}
      {check('active')}
    </ConsoleForm>
  )
}
