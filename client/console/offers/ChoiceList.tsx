import { useNotes } from '#client/console/form/Field'

type Props = {
  legend: string
  hint?: string
  choices: readonly { id: number; name: string }[]
  chosen: readonly number[]
  onChange: (chosen: number[]) => void
  /** One choice only (a free dish): radio buttons instead of check boxes. */
  single?: boolean
  error?: string | undefined
}

/** Dishes or zones an offer is for: a scrolling list of named choices, its error under it. */
export function ChoiceList({ legend, hint, choices, chosen, onChange, single, error }: Props) {
  const { id, described, notes } = useNotes(hint, error)
  const toggle = (choice: number, on: boolean) =>
    onChange(
      single ? [choice] : on ? [...chosen, choice] : chosen.filter((other) => other !== choice),
    )
  return (
    <fieldset className="field choice-list" aria-describedby={described || undefined}>
      <legend className="field__label">{legend}</legend>
      <div className="choice-list__items">
        {choices.map((choice) => (
          <label key={choice.id} className="check">
            <input
              type={single ? 'radio' : 'checkbox'}
              name={id}
              checked={chosen.includes(choice.id)}
              onChange={(event) => toggle(choice.id, event.target.checked)}
            />
            {choice.name}
          </label>
        ))}
      </div>
      {notes}
    </fieldset>
  )
}
