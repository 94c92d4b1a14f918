import { type Ref, useEffect, useRef, useState } from 'react'
import { AllergenIcons } from '#client/ui/allergens/AllergenIcons'
import { AllergenSentence } from '#client/ui/allergens/Allergens'
import { lineAllergens } from '#shared/allergens'
import type { CartLine } from '#shared/cart'
import type { ModifierGroup, ModifierOption, Product } from '#shared/contract/catalog'
import { type Selection, selectionProblems, toCartModifiers, unitPrice } from '#shared/modifiers'
import { Icon } from './Icon'
import { useI18n } from './i18n'
import { SoldOut } from './SoldOut'
import { Stepper } from './Stepper'
import './ModifierPicker.css'

type Props = {
  product: Omit<Product, 'names'>
  /** Where the chosen line goes: the shop's cart, or the console's phone order. */
  onAdd: (line: CartLine) => void
}

/** The product's modifier groups with their rules, a live total, and the button that adds the line. */
export function ModifierPicker({ product, onAdd }: Props) {
  const { t, price } = useI18n()
  const [selection, setSelection] = useState<Selection>({})
  const [quantity, setQuantity] = useState(1)
  const [added, setAdded] = useState(false)
  const [showProblems, setShowProblems] = useState(false)
  // Each refused add counts, so pressing it again brings the customer back to the group again.
  const [refusals, setRefusals] = useState(0)
  const firstProblemGroup = useRef<HTMLFieldSetElement>(null)
  const modifiers = toCartModifiers(product.modifierGroups, selection)
  const problems = selectionProblems(product.modifierGroups, selection)
  const total = unitPrice(product.price, modifiers) * quantity
  const options = new Map(product.modifierGroups.flatMap((g) => g.options.map((o) => [o.id, o])))
  const allergens = lineAllergens(
    product.allergens,
    modifiers.map((m) => options.get(m.id)?.allergens ?? null),
  )
  const set = (id: number, value: number) => {
    setAdded(false)
    setSelection((s) => ({ ...s, [id]: value }))
  }

  // The add button may be far from the group it waits for (on a phone it stays at the bottom of the
  // screen): show that group, with its error, and put the focus on it.
  useEffect(() => {
    const group = firstProblemGroup.current
    if (!refusals || !group) return
    group.scrollIntoView({ block: 'nearest' })
    group.focus({ preventScroll: true })
  }, [refusals])

  const add = () => {
    if (problems.length) {
      setShowProblems(true)
      setRefusals((n) => n + 1)
      return
    }
    const line = { id: product.id, quantity, currentPrice: product.price, modifiers }
    onAdd(line)
    setAdded(true)
  }

  return (
    <div className="modifiers">
      {product.modifierGroups.map((group) => (
        <GroupPicker
          key={group.id}
          ref={group.id === problems[0]?.groupId ? firstProblemGroup : undefined}
          group={group}
          selection={selection}
          onChange={set}
          problem={showProblems ? problems.find((p) => p.groupId === group.id)?.kind : undefined}
        />
      ))}
      <div className="modifiers__buy">
        <Stepper
          value={quantity}
          min={1}
          max={99}
          onChange={setQuantity}
          label={t('product.quantity')}
        />
        {product.available ? (
          <button type="button" className="button modifiers__add" onClick={add}>
            <Icon name="cart" size={20} />
            {t('product.addFor', { price: price(total) })}
          </button>
        ) : (
          <SoldOut product={product} />
        )}
      </div>
      {/* EU 1169/2011 art. 9: what this dish as chosen contains, said before it is bought. */}
      <AllergenSentence
        allergens={allergens}
        unknown="allergens.unknown"
        className="modifiers__allergens"
      />
      <p className="modifiers__status" role="status">
        {added ? t('product.added') : ''}
      </p>
    </div>
  )
}

function GroupPicker({
  ref,
  group,
  selection,
  onChange,
  problem,
}: {
  ref?: Ref<HTMLFieldSetElement> | undefined
  group: ModifierGroup
  selection: Selection
  onChange: (id: number, value: number) => void
  problem: string | undefined
}) {
  const { t, price } = useI18n()
  const single = group.max === 1 && group.options.every((o) => o.maxQuantity === 1)
  const rule = group.required
    ? t('product.ruleRequired', { max: group.max })
    : t('product.ruleOptional', { max: group.max })
  const errorId = `group-${group.id}-error`
  return (
    <fieldset
      ref={ref}
      className="modifier-group"
      aria-describedby={problem ? errorId : undefined}
      // Focused from the add button when it needs a choice: its name and error are read out.
      tabIndex={-1}
    >
      <legend>
        {group.name} <span className="modifier-group__rule">{rule}</span>
      </legend>
      {group.options.map((option) => {
        const value = selection[option.id] ?? 0
        const extra = option.price ? `+${price(option.price)}` : ''
        if (option.maxQuantity > 1) {
          return (
            <div key={option.id} className="modifier-option">
              <span>
                {option.name} <span className="modifier-option__price">{extra}</span>
                <OptionAllergens option={option} />
              </span>
              <Stepper
                value={value}
                min={0}
                max={option.maxQuantity}
                onChange={(v) => onChange(option.id, v)}
                label={option.name}
              />
            </div>
          )
        }
        return (
          <label key={option.id} className="check modifier-option">
            <input
              type={single && group.required ? 'radio' : 'checkbox'}
              name={`group-${group.id}`}
              checked={value > 0}
              onChange={(event) => {
                if (single)
                  for (const other of group.options)
                    if (other.id !== option.id) onChange(other.id, 0)
                onChange(option.id, event.target.checked ? 1 : 0)
              }}
            />
            <span>
              {option.name}
              <OptionAllergens option={option} />
            </span>
            <span className="modifier-option__price">{extra}</span>
          </label>
        )
      })}
      {problem && (
        <p className="field-error" id={errorId}>
          {t(`product.problem.${problem}`, { min: Math.max(group.min, 1), max: group.max })}
        </p>
      )}
    </fieldset>
  )
}

/** What an option adds, when it adds anything (or nobody knows). */
function OptionAllergens({ option }: { option: ModifierOption }) {
  if (option.allergens?.length === 0) return null
  return <AllergenIcons allergens={option.allergens} />
}
