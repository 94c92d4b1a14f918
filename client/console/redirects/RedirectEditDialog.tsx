import { useI18n } from '#client/ui/i18n'
import { Overlay } from '#client/ui/Overlay'
import type { RedirectRule } from '#shared/contract/operator/site'
import { RedirectForm } from './RedirectForm'
import { fieldsOf, saveRule } from './redirect-rules'

type Props = { rule: RedirectRule; onClose: () => void; onSaved: (rule: RedirectRule) => void }

/** One rule's fields in a dialog, checked by the API like a new rule. */
export function RedirectEditDialog({ rule, onClose, onSaved }: Props) {
  const { t, lang } = useI18n()
  return (
    <Overlay
      open
      onClose={onClose}
      title={t('operator.console.redirects.editTitle', { from: rule.from })}
      testId="redirect-dialog"
    >
      <RedirectForm
        initial={fieldsOf(rule)}
        submitLabel={t('account.save')}
        focusFirst
        onSave={async (fields) => onSaved(await saveRule(lang, rule.id, fields))}
      />
    </Overlay>
  )
}
