import { useState } from 'react'
import { consoleApi } from '#client/console/api'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import { Overlay } from '#client/ui/Overlay'
import type { Allergens } from '#shared/allergens'
import type { OperatorOption } from '#shared/contract/operator/menu'
import { AllergenFieldset } from './AllergenFieldset'

type Props = {
  option: OperatorOption
  onClose: () => void
  onSaved: (option: OperatorOption) => void
}

/** A manager says what a modifier option adds to a dish. */
export function OptionAllergensDialog({ option, onClose, onSaved }: Props) {
  const { t, lang } = useI18n()
  const [allergens, setAllergens] = useState<Allergens>(option.allergens)
  const { busy, errors, run } = useAction()
  const title = t('operator.console.menu.optionAllergens', { name: option.name[lang] })
  const save = () =>
    run(async () => {
      const { data } = await consoleApi(lang).post(
        '/api/operator/modifier-options/{id}',
        { allergens },
        { params: { id: option.id } },
      )
      onSaved(data)
      onClose()
    })
  return (
    <Overlay open onClose={onClose} title={title} testId="option-dialog">
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <AllergenFieldset value={allergens} onChange={setAllergens} error={errors.allergens} />
        <p className="field-error" role="alert">
          {errors.form}
        </p>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {t('account.save')}
        </button>
      </form>
    </Overlay>
  )
}
