import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import { Overlay } from '#client/ui/Overlay'
import type { RedirectRule } from '#shared/contract/operator/site'
import { deleteRule } from './redirect-rules'

type Props = { rule: RedirectRule; onClose: () => void; onDeleted: (rule: RedirectRule) => void }

/** The confirmation before a rule goes: keeping it is the focused, default choice. */
export function RedirectDeleteDialog({ rule, onClose, onDeleted }: Props) {
  const { t, lang } = useI18n()
  const { busy, errors, run } = useAction()
  return (
    <Overlay
      open
      onClose={onClose}
      title={t('operator.console.redirects.deleteTitle')}
      testId="redirect-delete-dialog"
    >
      <p>{t('operator.console.redirects.deleteQuestion', { from: rule.from, to: rule.to })}</p>
      <p className="field-error" role="alert">
        {errors.form}
      </p>
      <div className="console-actions">
        <button type="button" className="button button--ghost" data-autofocus onClick={onClose}>
          {t('operator.console.redirects.keep')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          aria-busy={busy}
          onClick={() =>
            void run(async () => {
              await deleteRule(lang, rule.id)
              onDeleted(rule)
            })
          }
        >
          {t('operator.console.redirects.delete')}
        </button>
      </div>
    </Overlay>
  )
}
