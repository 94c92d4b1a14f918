import { useId } from 'react'
import { useI18n } from '#client/ui/i18n'

type Props = { query: string; onQuery: (query: string) => void; found: number }

/**
 * Finds dishes by name as one types; a plain GET form underneath, so Enter before the page's
 * scripts ran loads the menu filtered by the server instead.
 */
export function DishSearch({ query, onQuery, found }: Props) {
  const { t, tp } = useI18n()
  const id = useId()
  return (
    <search className="dish-search">
      <form method="get" onSubmit={(event) => event.preventDefault()}>
        <label className="field__label" htmlFor={id}>
          {t('operator.console.menu.search')}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          autoComplete="off"
        />
      </form>
      <p className="console-muted" role="status">
        {query.trim() ? tp('operator.console.menu.found', found) : ''}
      </p>
    </search>
  )
}
