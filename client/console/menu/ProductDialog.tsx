import { type ChangeEvent, useState } from 'react'
import { consoleApi } from '#client/console/api'
import { Field } from '#client/console/form/Field'
import { LanguageFieldsets } from '#client/console/form/LanguageFieldsets'
import { parseEuros } from '#client/console/form/price-input'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import { Overlay } from '#client/ui/Overlay'
import type {
  OperatorCategory,
  OperatorMenuProduct,
  OperatorModifierGroup,
} from '#shared/contract/operator/menu'
import type { Lang } from '#shared/locales'
import { unusualPrice } from '#shared/price-guard'
import { TAGS } from '#shared/tags'
import { AllergenFieldset } from './AllergenFieldset'
import { CategorySelect } from './CategorySelect'
import { ChoiceFieldset } from './ChoiceFieldset'
import { PhotoField } from './PhotoField'
import { type ProductBody, type ProductForm, productBody, productForm } from './product-form'

type Props = {
  /** The dish to edit, or null to add one. */
  product: OperatorMenuProduct | null
  /** The category a new dish goes to unless the manager picks another. */
  categoryId: number
  categories: readonly OperatorCategory[]
  groups: readonly OperatorModifierGroup[]
  onClose: () => void
  /** Called after each request that stored something, so the list shows it even if a later one fails. */
  onSaved: (product: OperatorMenuProduct) => void
}

const sameOrder = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index])

/**
 * Stores the dish (added when `stored` is null, else changed), then its modifier groups when they
 * differ: two requests, each reported through `saved` as soon as it succeeded.
 */
async function saveProduct(
  lang: Lang,
  stored: OperatorMenuProduct | null,
  { slug, ...fields }: ProductBody,
  groupIds: number[],
  saved: (product: OperatorMenuProduct) => void,
) {
  const api = consoleApi(lang)
  const { data } = stored
    ? await api.post('/api/operator/products/{id}', fields, { params: { id: stored.id } })
    : await api.post('/api/operator/products', { slug, ...fields })
  const product = { ...data, modifierGroupIds: stored?.modifierGroupIds ?? [] }
  saved(product)
  if (sameOrder(product.modifierGroupIds, groupIds)) return
  const linked = await api.post(
    '/api/operator/products/{id}/modifier-groups',
    { groupIds },
    { params: { id: product.id } },
  )
  saved(linked.data)
}

/** A manager's dish: added or edited in one form, its modifier groups chosen with it. */
export function ProductDialog({
  product,
  categoryId,
  categories,
  groups,
  onClose,
  onSaved,
}: Props) {
  const { t, lang, price } = useI18n()
  const [form, setForm] = useState(() => productForm(product, categoryId))
  // A retry after a half-done save edits what the first request added, never adds it twice.
  const [stored, setStored] = useState(product)
  // shared/price-guard.ts: a price far from the stored one, or a slip, is saved once confirmed.
  const [priceConfirmed, setPriceConfirmed] = useState(false)
  const typedPrice = parseEuros(form.price)
  const asked =
    typedPrice !== null && unusualPrice(stored?.price ?? null, typedPrice) ? typedPrice : null
  const { busy, errors, setErrors, run } = useAction()
  const set = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }))
  const typed =
    (key: 'slug' | 'price' | 'image' | 'weightGrams' | 'pieces' | 'volumeMl' | 'sort') =>
    (event: ChangeEvent<HTMLInputElement>) =>
      set(key, event.target.value)

  const save = () => {
    const parsed = productBody(form)
    if ('errors' in parsed) {
      const refusals = Object.entries(parsed.errors).map(([field, key]) => [field, t(key)])
      return setErrors(Object.fromEntries(refusals))
    }
    return run(async () => {
      const body =
        asked !== null && priceConfirmed ? { ...parsed.body, confirmPrice: true } : parsed.body
      await saveProduct(lang, stored, body, form.modifierGroupIds, (saved) => {
        setStored(saved)
        onSaved(saved)
      })
      onClose()
    })
  }
  const amount = (key: 'weightGrams' | 'pieces' | 'volumeMl', label: string) => (
    <Field
      label={t(`operator.console.menu.${label}`)}
      hint={t('operator.console.menu.amountRule')}
      inputMode="numeric"
      value={form[key]}
      onChange={typed(key)}
      error={errors[key]}
    />
  )

  return (
    <Overlay
      open
      onClose={onClose}
      title={stored ? stored.name[lang] : t('operator.console.menu.newProduct')}
      testId="product-dialog"
    >
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <LanguageFieldsets
          texts={[
            {
              name: 'name',
              label: t('operator.console.menu.nameText'),
              maxLength: 120,
              required: true,
            },
            {
              name: 'description',
              label: t('operator.console.menu.description'),
              maxLength: 2000,
              multiline: true,
            },
          ]}
          values={form}
          errors={errors}
          onChange={set}
          autoFocus
        />
        <Field
          label={t('operator.console.menu.slug')}
          hint={t('operator.console.menu.slugHint')}
          value={form.slug}
          onChange={typed('slug')}
          readOnly={stored !== null}
          error={errors.slug}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          required
        />
        <Field
          label={t('operator.console.menu.price')}
          hint={t('operator.console.menu.priceRule')}
          inputMode="decimal"
          value={form.price}
          onChange={typed('price')}
          error={errors.price}
          required
        />
        {asked !== null && (
          <label className="check">
            <input
              type="checkbox"
              checked={priceConfirmed}
              onChange={(event) => setPriceConfirmed(event.target.checked)}
            />
            {t('operator.console.menu.confirmPrice', { price: price(asked) })}
          </label>
        )}
        <CategorySelect
          categories={categories}
          value={form.categoryId}
          onChange={(id) => set('categoryId', id)}
          error={errors.categoryId}
        />
        <PhotoField
          label={t('operator.console.photo.label')}
          image={form.image}
          kind="dish"
          at={stored ? { path: '/api/operator/products/{id}/image', id: stored.id } : null}
          onChange={(image) => {
            set('image', image ?? '')
            if (stored) onSaved({ ...stored, image: image ?? '' })
          }}
        />
        <Field
          label={t('operator.console.menu.image')}
          hint={t('operator.field.picture')}
          value={form.image}
          onChange={typed('image')}
          error={errors.image}
          autoComplete="off"
          spellCheck={false}
          required
        />
        <div className="product-amounts">
          {amount('weightGrams', 'weight')}
          {amount('pieces', 'pieces')}
          {amount('volumeMl', 'volume')}
        </div>
        <Field
          label={t('operator.console.menu.sort')}
          hint={t('operator.console.menu.sortHint')}
          inputMode="numeric"
          value={form.sort}
          onChange={typed('sort')}
          error={errors.sort}
        />
        <ChoiceFieldset
          legend={t('operator.console.menu.tags')}
          choices={TAGS.map((tag) => ({ value: tag, label: t(`tags.${tag}`) }))}
          chosen={form.tags}
          onChange={(tags) => set('tags', tags)}
          error={errors.tags}
        />
        <AllergenFieldset
          value={form.allergens}
          onChange={(allergens) => set('allergens', allergens)}
          error={errors.allergens}
        />
        <ChoiceFieldset
          legend={t('operator.console.menu.groups')}
          choices={groups.map((group) => ({
            value: group.id,
            label: group.name[lang],
            detail: group.required
              ? t('operator.console.menu.groupRequired', {
                  min: Math.max(group.min, 1),
                  max: group.max,
                })
              : t('operator.console.menu.groupOptional', { min: group.min, max: group.max }),
          }))}
          chosen={form.modifierGroupIds}
          onChange={(ids) => set('modifierGroupIds', ids)}
          error={errors.groupIds}
        />
        <p className="field-error" role="alert">
          {errors.form}
        </p>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {stored ? t('account.save') : t('operator.console.menu.createProduct')}
        </button>
      </form>
    </Overlay>
  )
}
