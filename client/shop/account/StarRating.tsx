import { useId } from 'react'
import { Icon } from '#client/ui/Icon'
import { useI18n } from '#client/ui/i18n'
import './account.css'

const STARS = [1, 2, 3, 4, 5] as const

type Props = {
  value: number | null
  onChange: (value: number) => void
  error?: string | undefined
}

/** 1–5 stars as a radio group: arrow keys move between them, each is named "N stars". */
export function StarRating({ value, onChange, error }: Props) {
  const { t, tp } = useI18n()
  const id = useId()
  return (
    <fieldset
      className="star-rating"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{t('account.review.rating')}</legend>
      <div className="star-rating__stars">
        {STARS.map((star) => (
          <span key={star} className="star-rating__star">
            <input
              type="radio"
              className="visually-hidden"
              id={`${id}-${star}`}
              name={`${id}-rating`}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              data-autofocus={(value ?? 1) === star ? true : undefined}
            />
            <label htmlFor={`${id}-${star}`} data-on={value !== null && star <= value}>
              <Icon name="star" size={36} />
              <span className="star-rating__name">{tp('account.review.stars', star)}</span>
            </label>
          </span>
        ))}
      </div>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
