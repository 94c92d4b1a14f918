import { useState } from 'react'
import { navigate } from 'vike/client/router'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageUrl } from '#client/renderer/page-url'
import { closeModal, openModal, useUi } from '#client/shop/stores/ui'
import { Icon } from '#client/ui/Icon'
import { useI18n } from '#client/ui/i18n'
import { Overlay } from '#client/ui/Overlay'
import { ALLERGENS, type Allergen } from '#shared/allergens'
import type { Tag } from '#shared/contract/catalog'
import { activeFilterCount, filtersQuery, type MenuFilters, SORTS } from '#shared/menu-filters'

const FILTER_TAGS: Tag[] = ['spicy', 'vegetarian', 'hot', 'new', 'popular']

export function MenuFiltersBar({ filters }: { filters: MenuFilters }) {
  const { t } = useI18n()
  const { modal } = useUi()
  const count = activeFilterCount(filters)
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => openModal('filters')}
      >
        <Icon name="filter" size={18} />
        {t('menu.filters')}
        {count > 0 && <span className="badge">{count}</span>}
      </button>
      <Overlay
        open={modal === 'filters'}
        onClose={() => closeModal('filters')}
        title={t('menu.filters')}
        testId="filters-modal"
      >
        <FiltersForm filters={filters} />
      </Overlay>
    </>
  )
}

function FiltersForm({ filters }: { filters: MenuFilters }) {
  const { t } = useI18n()
  const { locale } = usePageContext()
  const { pathname } = usePageUrl()
  const [draft, setDraft] = useState(filters)
  const toggle = (tag: Tag) =>
    setDraft((d) => ({
      ...d,
      tags: d.tags.includes(tag) ? d.tags.filter((x) => x !== tag) : [...d.tags, tag],
    }))
  const avoid = (allergen: Allergen) =>
    setDraft((d) => ({
      ...d,
      without: d.without.includes(allergen)
        ? d.without.filter((x) => x !== allergen)
        : [...d.without, allergen],
    }))
  const apply = async (next: MenuFilters) => {
    closeModal('filters')
    const prefix = locale === 'bg' ? '' : `/${locale}`
    await navigate(`${prefix}${pathname}${filtersQuery(next)}`, { keepScrollPosition: true })
  }
  return (
    <form
      className="filters"
      onSubmit={(event) => {
        event.preventDefault()
        void apply(draft)
      }}
    >
      <fieldset>
        <legend>{t('menu.tagsLegend')}</legend>
        {FILTER_TAGS.map((tag) => (
          <label key={tag} className="check">
            <input
              type="checkbox"
              checked={draft.tags.includes(tag)}
              onChange={() => toggle(tag)}
            />
            {t(`tags.${tag}`)}
          </label>
        ))}
        <label className="check">
          <input
            type="checkbox"
            checked={draft.exclude.includes('raw-fish')}
            onChange={(event) =>
              setDraft((d) => ({ ...d, exclude: event.target.checked ? ['raw-fish'] : [] }))
            }
          />
          {t('menu.noRawFish')}
        </label>
      </fieldset>
      <fieldset>
        <legend>{t('menu.withoutLegend')}</legend>
        {ALLERGENS.map((allergen) => (
          <label key={allergen} className="check">
            <input
              type="checkbox"
              checked={draft.without.includes(allergen)}
              onChange={() => avoid(allergen)}
            />
            {t(`allergens.name.${allergen}`)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('menu.sortLegend')}</legend>
        {SORTS.map((sort) => (
          <label key={sort} className="check">
            <input
              type="radio"
              name="sort"
              value={sort}
              checked={draft.sort === sort}
              onChange={() => setDraft((d) => ({ ...d, sort }))}
            />
            {t(`menu.sort.${sort}`)}
          </label>
        ))}
      </fieldset>
      <div className="filters__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void apply({ tags: [], exclude: [], without: [], sort: 'popularity' })}
        >
          {t('menu.reset')}
        </button>
        <button type="submit" className="button">
          {t('menu.apply')}
        </button>
      </div>
    </form>
  )
}
