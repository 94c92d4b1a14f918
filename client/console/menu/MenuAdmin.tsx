import { useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageUrl } from '#client/renderer/page-url'
import { useI18n } from '#client/ui/i18n'
import { Picture } from '#client/ui/Picture'
import type {
  OperatorCategory,
  OperatorMenu,
  OperatorMenuProduct,
  OperatorOption,
} from '#shared/contract/operator/menu'
import { pageSearch } from '#shared/page-query'
import { hasRole } from '#shared/staff'
import { CategoryCreateForm } from './CategoryCreateForm'
import { CategoryDialog } from './CategoryDialog'
import { DishSearch } from './DishSearch'
import { dishMatches } from './dish-search'
import { OptionAllergensDialog } from './OptionAllergensDialog'
import { ProductDialog } from './ProductDialog'
import { StopToggle } from './StopToggle'
import './catalog.css'

type Editing = { product: OperatorMenuProduct | null; categoryId: number }

const byPosition = (a: OperatorCategory, b: OperatorCategory) => a.sort - b.sort || a.id - b.id

/**
 * The menu as the kitchen keeps it: every dish and modifier option with its stop-list switch, and
 * for managers the way to add and edit dishes (with their modifier groups) and categories.
 */
export function MenuAdmin({ menu }: { menu: OperatorMenu }) {
  const { t, lang, price } = useI18n()
  const { staff } = usePageContext()
  const { search } = usePageUrl()
  const role = staff?.role
  // The search is in the address too (?q=), so it works before the page's scripts ran.
  const [query, setQuery] = useState(pageSearch(search).q ?? '')
  const manager = role !== undefined && hasRole(role, 'manager')
  const [categories, setCategories] = useState(menu.categories)
  const [products, setProducts] = useState(menu.products)
  const [groups, setGroups] = useState(menu.modifierGroups)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [editingCategory, setEditingCategory] = useState<OperatorCategory | null>(null)
  const firstCategory = categories[0]
  /** A dish as stored now: replaced where it was listed, or added. */
  const store = (product: OperatorMenuProduct) =>
    setProducts((all) =>
      all.some((other) => other.id === product.id)
        ? all.map((other) => (other.id === product.id ? product : other))
        : [...all, product],
    )
  const storeCategory = (category: OperatorCategory) =>
    setCategories((all) =>
      [...all.filter((other) => other.id !== category.id), category].sort(byPosition),
    )
  const found = products.filter((product) => dishMatches(product.name, query))
  const shown = query.trim()
    ? categories.filter((category) => found.some((p) => p.categoryId === category.id))
    : categories
  const [editingOption, setEditingOption] = useState<OperatorOption | null>(null)
  const setOption = (optionId: number, change: Partial<OperatorOption>) =>
    setGroups((all) =>
      all.map((group) => ({
        ...group,
        options: group.options.map((o) => (o.id === optionId ? { ...o, ...change } : o)),
      })),
    )

  return (
    <div className="menu-admin">
      {manager && firstCategory && (
        <p className="menu-admin__actions">
          <button
            type="button"
            className="button"
            onClick={() => setEditing({ product: null, categoryId: firstCategory.id })}
          >
            {t('operator.console.menu.newProduct')}
          </button>
        </p>
      )}
      <DishSearch query={query} onQuery={setQuery} found={found.length} />
      {shown.map((category) => (
        <section key={category.id} className="card" aria-labelledby={`category-${category.id}`}>
          <div className="menu-category__head">
            <h2 id={`category-${category.id}`}>{category.name[lang]}</h2>
            {manager && (
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={t('operator.console.menu.editCategory', { name: category.name[lang] })}
                onClick={() => setEditingCategory(category)}
              >
                {t('operator.console.menu.edit')}
              </button>
            )}
          </div>
          {!found.some((product) => product.categoryId === category.id) && (
            <p className="console-muted">{t('operator.console.menu.empty')}</p>
          )}
          <ul className="menu-rows">
            {found
              .filter((product) => product.categoryId === category.id)
              .map((product) => (
                <li
                  key={product.id}
                  className="menu-row"
                  data-stopped={!product.available || undefined}
                >
                  <span className="menu-row__thumb">
                    {/* The name beside it says what it shows. */}
                    <Picture image={product.image} alt="" sizes="48px" />
                  </span>
                  <span className="menu-row__name">{product.name[lang]}</span>
                  <span className="menu-row__price">{price(product.price)}</span>
                  <StopToggle
                    name={product.name[lang]}
                    available={product.available}
                    until={product.unavailableUntil}
                    path="/api/operator/products/{id}/availability"
                    id={product.id}
                    onChange={(available, unavailableUntil) =>
                      store({ ...product, available, unavailableUntil })
                    }
                  />
                  {manager && (
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={t('operator.console.menu.editName', { name: product.name[lang] })}
                      onClick={() => setEditing({ product, categoryId: product.categoryId })}
                    >
                      {t('operator.console.menu.edit')}
                    </button>
                  )}
                </li>
              ))}
          </ul>
        </section>
      ))}
      <section className="card" aria-labelledby="modifier-options">
        <h2 id="modifier-options">{t('operator.console.menu.options')}</h2>
        {groups.map((group) => (
          <div key={group.id} className="menu-group">
            <h3>{group.name[lang]}</h3>
            <ul className="menu-rows">
              {group.options.map((option) => (
                <li
                  key={option.id}
                  className="menu-row"
                  data-stopped={!option.available || undefined}
                >
                  <span className="menu-row__name">{option.name[lang]}</span>
                  <span className="menu-row__price">{option.price ? price(option.price) : ''}</span>
                  <StopToggle
                    name={option.name[lang]}
                    available={option.available}
                    until={option.unavailableUntil}
                    path="/api/operator/modifier-options/{id}/availability"
                    id={option.id}
                    onChange={(available, unavailableUntil) =>
                      setOption(option.id, { available, unavailableUntil })
                    }
                  />
                  {manager && (
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      onClick={() => setEditingOption(option)}
                    >
                      {t('operator.console.menu.optionAllergens', { name: option.name[lang] })}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      {manager && (
        <section className="card" aria-labelledby="new-category">
          <h2 id="new-category">{t('operator.console.menu.newCategory')}</h2>
          <CategoryCreateForm onCreated={storeCategory} />
        </section>
      )}
      {editing && (
        <ProductDialog
          {...editing}
          categories={categories}
          groups={groups}
          onClose={() => setEditing(null)}
          onSaved={store}
        />
      )}
      {editingOption && (
        <OptionAllergensDialog
          option={editingOption}
          onClose={() => setEditingOption(null)}
          onSaved={(saved) => setOption(saved.id, saved)}
        />
      )}
      {editingCategory && (
        <CategoryDialog
          category={editingCategory}
          onClose={() => setEditingCategory(null)}
          onSaved={storeCategory}
        />
      )}
    </div>
  )
}
