import { useId } from 'react'

export type Choice<T> = { value: T; label: string; detail?: string }

type Props<T> = {
  legend: string
  choices: readonly Choice<T>[]
  /** The chosen values in the order they were ticked: a newly ticked one comes last. */
  chosen: readonly T[]
  onChange: (chosen: T[]) => void
  error?: string | undefined
}

/** A group of checkboxes under a legend, its error read out with it. */
export function ChoiceFieldset<T extends string | number>({
  legend,
  choices,
  chosen,
  onChange,
  error,
}: Props<T>) {
  const id = useId()
  return (
    <fieldset className="choice-fieldset" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="check">
          <input
            type="checkbox"
            checked={chosen.includes(choice.value)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...chosen, choice.value]
                  : chosen.filter((value) => value !== choice.value),
              )
            }
          />
          <span>
            {choice.label}
            {choice.detail && <span className="console-muted"> · {choice.detail}</span>}
          </span>
        </label>
      ))}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </fieldset>
  )
}
