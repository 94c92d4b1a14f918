import { Field, SelectField } from '#client/console/form/Field'
import { LanguageFieldsets, type LocalizedText } from '#client/console/form/LanguageFieldsets'
import { useI18n } from '#client/ui/i18n'
import type { OperatorPromotion } from '#shared/contract/operator/menu'
import { FIGURE_PLACEHOLDERS, OFFER_PLACEHOLDERS } from '#shared/figures'
import type { Localized } from '#shared/localized'

type Texts = 'title' | 'summary' | 'body'

/** An offer a promotion may name, as the console's language calls it. */
export type OfferChoice = { id: number; name: string }

/**
 * A promotion as its form holds it: the position as typed, until the API judges it; the offer as
 * the select holds it ('' for none).
 */
export type PromotionDraft = Record<Texts, Localized> & {
  kind: string
  image: string
  sort: string
  active: boolean
  offerId: string
}

const BLANK: Localized = { bg: '', ru: '', en: '', uk: '' }

export const NEW_PROMOTION: PromotionDraft = {
  kind: '',
  image: '',
  sort: '0',
  active: true,
  offerId: '',
  title: BLANK,
  summary: BLANK,
  body: BLANK,
}

/** The form of a promotion as the API answered it. */
export function draftOf(promotion: OperatorPromotion): PromotionDraft {
  const { kind, image, sort, active, title, summary, body, offerId } = promotion
  return {
    kind,
    image,
    sort: String(sort),
    active,
    title,
    summary,
    body,
    offerId: offerId === null ? '' : String(offerId),
  }
}

/** The request's fields: a position that is no whole number goes as typed, for the API to refuse. */
export function requestOf(draft: PromotionDraft) {
  const sort = draft.sort.trim()
  return {
    ...draft,
    sort: /^\d{1,7}$/.test(sort) ? Number(sort) : sort,
    offerId: draft.offerId ? Number(draft.offerId) : null,
  }
}

type Props = {
  draft: PromotionDraft
  offers: OfferChoice[]
  onChange: (draft: PromotionDraft) => void
  errors: Record<string, string | undefined>
  autoFocus?: boolean
}

/** What a promotion is: its texts in the four languages, its kind, picture, position and switch. */
export function PromotionFields({ draft, offers, onChange, errors, autoFocus = false }: Props) {
  const { t } = useI18n()
  const label = (name: string) => t(`operator.console.promotions.${name}`)
  // The API's limits (shared/contract/operator/menu.ts), so the browser stops the typing there.
  const texts: LocalizedText<Texts>[] = [
    { name: 'title', label: label('promotionTitle'), maxLength: 200, required: true },
    { name: 'summary', label: label('summary'), maxLength: 500, required: true, multiline: true },
    { name: 'body', label: label('body'), maxLength: 5000, multiline: true },
  ]
  const set =
    (name: 'kind' | 'image' | 'sort' | 'offerId') => (event: { target: { value: string } }) =>
      onChange({ ...draft, [name]: event.target.value })
  return (
    <>
      <p className="field__hint">
        {t('operator.console.options.figures', { names: FIGURE_PLACEHOLDERS })}
      </p>
      <LanguageFieldsets
        texts={texts}
        values={draft}
        errors={errors}
        onChange={(name, text) => onChange({ ...draft, [name]: text })}
        autoFocus={autoFocus}
      />
      <Field
        label={label('kind')}
        hint={label('kindHint')}
        value={draft.kind}
        onChange={set('kind')}
        error={errors.kind}
        maxLength={100}
        autoComplete="off"
        required
      />
      <Field
        label={label('image')}
        hint={label('imageHint')}
        value={draft.image}
        onChange={set('image')}
        error={errors.image}
        maxLength={300}
        autoComplete="off"
        required
      />
      <Field
        label={label('sort')}
        hint={label('sortHint')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={draft.sort}
        onChange={set('sort')}
        error={errors.sort}
        required
      />
      <SelectField
        label={label('offer')}
        hint={t('operator.console.promotions.offerHint', { names: OFFER_PLACEHOLDERS })}
        value={draft.offerId}
        onChange={set('offerId')}
        error={errors.offerId}
      >
        <option value="">{label('offerNone')}</option>
        {offers.map((offer) => (
          <option key={offer.id} value={offer.id}>
            {offer.name}
          </option>
        ))}
      </SelectField>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.active}
          onChange={(event) => onChange({ ...draft, active: event.target.checked })}
        />
        {label('active')}
      </label>
    </>
  )
}
