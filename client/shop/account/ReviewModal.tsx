import { useId, useState } from 'react'
import { signOutLocally } from '#client/shop/stores/auth'
import { closeModal, useUi } from '#client/shop/stores/ui'
import { browserApi } from '#client/ui/api'
import { useI18n } from '#client/ui/i18n'
import { Overlay } from '#client/ui/Overlay'
import { isApiError } from '#shared/api-client'
import { StarRating } from './StarRating'
import './account.css'

type Errors = Partial<Record<'rating' | 'text' | 'form', string>>

/** The review of a completed order: stars and an optional text; the reward comes once. */
export function ReviewModal({
  orderId,
  onReviewed,
}: {
  orderId: number
  onReviewed: (bonus: number) => void
}) {
  const { t, lang } = useI18n()
  const { modal } = useUi()
  const id = useId()
  const [rating, setRating] = useState<number | null>(null)
  const [text, setText] = useState('')
  const [loading, setLoading] = useState(false)
  const [errors, setErrors] = useState<Errors>({})

  const submit = async (form: HTMLFormElement) => {
    if (rating === null) {
      setErrors({ rating: t('account.review.ratingRequired') })
      form.querySelector<HTMLInputElement>('input[type="radio"]')?.focus()
      return
    }
    setLoading(true)
    setErrors({})
    try {
      const { data } = await browserApi(lang, signOutLocally).post(
        '/api/orders/{id}/review',
        { rating, text },
        { params: { id: orderId } },
      )
      closeModal('review')
      onReviewed(data.bonus)
    } catch (failure) {
      // Spec §8: 422 messages go under their fields; anything else under the form.
      if (isApiError(failure, 422) && failure.errors) setErrors(failure.errors)
      else setErrors({ form: isApiError(failure) ? failure.message : t('account.review.failed') })
    } finally {
      setLoading(false)
    }
  }

  return (
    <Overlay
      open={modal === 'review'}
      onClose={() => closeModal('review')}
      title={t('account.review.title')}
      testId="review-modal"
    >
      <form
        className="form review-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit(event.currentTarget)
        }}
      >
        <StarRating
          value={rating}
          onChange={(value) => {
            setRating(value)
            setErrors(({ rating: _, ...rest }) => rest)
          }}
          error={errors.rating}
        />
        <label className="field">
          <span className="field__label">{t('account.review.text')}</span>
          <textarea
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={4}
            maxLength={1000}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={errors.text ? `${id}-text-error` : undefined}
          />
        </label>
        {errors.text && (
          <p className="field-error" id={`${id}-text-error`}>
            {errors.text}
          </p>
        )}
        {errors.form && (
          <p className="field-error" role="alert">
            {errors.form}
          </p>
        )}
        <button type="submit" className="button" disabled={loading} aria-busy={loading}>
          {loading ? t('account.review.sending') : t('account.review.submit')}
        </button>
      </form>
    </Overlay>
  )
}
