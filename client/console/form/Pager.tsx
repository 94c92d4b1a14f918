import { useI18n } from '#client/ui/i18n'

type Props = { page: number; perPage: number; total: number; link: (page: number) => string }

/** Previous and next page of a long list, and where in it this page is. */
export function Pager({ page, perPage, total, link }: Props) {
  const { t } = useI18n()
  const pages = Math.max(1, Math.ceil(total / perPage))
  return (
    <nav className="pager" aria-label={t('operator.console.pager.label')}>
      {page > 1 && (
        <a href={link(page - 1)} rel="prev" className="pager__link">
          {t('operator.console.pager.previous')}
        </a>
      )}
      <span>{t('operator.console.pager.position', { page, pages })}</span>
      {page < pages && (
        <a href={link(page + 1)} rel="next" className="pager__link">
          {t('operator.console.pager.next')}
        </a>
      )}
    </nav>
  )
}
