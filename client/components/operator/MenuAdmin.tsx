import { useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { hasRole } from '../../../shared/staff'
import { useI18n } from '../../i18n'
import type { Menu, MenuProduct } from './catalog-types'
import { ProductDialog } from './ProductDialog'
import { StopToggle } from './StopToggle'
import './catalog.css'

/**
 * The menu as the kitchen keeps it: every dish and modifier option with its stop-list switch, and
 * for managers the way to rename a dish or change its price.
 */
export function MenuAdmin({ menu }: { menu: Menu }) {
  const { t, lang, price } = useI18n()
  const role = usePageContext().staff?.role
  const manager = role !== undefined && hasRole(role, 'manager')
  const [products, setProducts] = useState(menu.products)
  const [groups, setGroups] = useState(menu.modifierGroups)
  const [editing, setEditing] = useState<MenuProduct | null>(null)
  const replace = (product: MenuProduct) =>
    setProducts((all) => all.map((other) => (other.id === product.id ? product : other)))
  const setOption = (groupId: number, optionId: number, available: boolean) =>
    setGroups((all) =>
      all.map((group) =>
        group.id !== groupId
          ? group
          : {
              ...group,
              options: group.options.map((o) => (o.id === optionId ? { ...o, available } : o)),
            },
      ),
    )

  return (
    <div className="menu-admin">
      {menu.categories.map((category) => (
        <section key={category.id} className="card" aria-labelledby={`category-${category.id}`}>
          <h2 id={`category-${category.id}`}>{category.name[lang]}</h2>
          <ul className="menu-rows">
            {products
              .filter((product) => product.categoryId === category.id)
              .map((product) => (
                <li
                  key={product.id}
                  className="menu-row"
                  data-stopped={!product.available || undefined}
                >
                  <span className="menu-row__name">{product.name[lang]}</span>
                  <span className="menu-row__price">{price(product.price)}</span>
                  <StopToggle
                    name={product.name[lang]}
                    available={product.available}
                    path={`/api/operator/products/${product.id}/availability`}
                    onChange={(available) => replace({ ...product, available })}
                  />
                  {manager && (
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={t('operator.console.menu.editName', { name: product.name[lang] })}
                      onClick={() => setEditing(product)}
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
                    path={`/api/operator/modifier-options/${option.id}/availability`}
                    onChange={(available) => setOption(group.id, option.id, available)}
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      {editing && (
        <ProductDialog product={editing} onClose={() => setEditing(null)} onSaved={replace} />
      )}
    </div>
  )
}
