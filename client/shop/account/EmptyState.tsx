import { useI18n } from '#client/ui/i18n'
import './account.css'

/** Nothing here yet: a sentence and the way to the menu. */
export function EmptyState({ text }: { text: string }) {
  const { t, href } = useI18n()
  return (
    <div className="empty card account-empty">
      <p>{text}</p>
      <a className="button" href={href('/menu')}>
        {t('shell.toMenu')}
      </a>
    </div>
  )
}
