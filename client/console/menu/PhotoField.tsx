import { type DragEvent, useId, useState } from 'react'
import { consoleApi } from '#client/console/api'
import { useAction } from '#client/console/form/useAction'
import { useI18n } from '#client/ui/i18n'
import { Picture } from '#client/ui/Picture'
import type { ImageKind } from '#shared/images'
import { MAX_UPLOAD_BYTES } from '#shared/upload'
import './PhotoField.css'

/** A photo's endpoint: the banner's, or the one of a row by its id. */
export type PhotoAt =
  | { path: '/api/operator/site/banner' }
  | { path: `/api/operator/${'products' | 'categories' | 'promotions'}/{id}/image`; id: number }

type Props = {
  label: string
  /** The picture shown now: an upload's address, a file of the shop's, or '' / null for none. */
  image: string | null
  kind: ImageKind
  /** Where the photo is sent and taken away (the row must exist); null until it is saved. */
  at: PhotoAt | null
  onChange: (image: string | null) => void
}

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/avif'

/**
 * A photo for a dish, a category, a promotion or the banner: dropped on the box or chosen, sent at
 * once, and shown in the crop the storefront's cards and pages show. The server says what it
 * refuses (type, size, dimensions) under the field.
 */
export function PhotoField({ label, image, kind, at, onChange }: Props) {
  const { t, lang } = useI18n()
  const id = useId()
  const [over, setOver] = useState(false)
  const { busy, errors, run } = useAction()
  const error = errors.file ?? errors.form

  const upload = (file: File | undefined) => {
    if (!file || !at) return
    const form = new FormData()
    form.set('file', file)
    void run(async () => {
      const api = consoleApi(lang)
      const { data } =
        'id' in at ? await api.post(at.path, form, { params: at }) : await api.post(at.path, form)
      onChange(data.image)
    })
  }
  const remove = () =>
    at &&
    void run(async () => {
      const api = consoleApi(lang)
      await ('id' in at ? api.delete(at.path, { params: at }) : api.delete(at.path))
      onChange(null)
    })
  const dropped = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    upload(event.dataTransfer.files[0])
  }

  return (
    <div className="field photo-field">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      {/* The box is a drop target for a pointer; the button below chooses a file by keyboard. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file has no keyboard form */}
      <div
        className={`photo-field__box photo-field__box--${kind}${over ? ' photo-field__box--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={dropped}
        aria-busy={busy}
        data-testid="photo-preview"
      >
        {image ? (
          <Picture image={image} alt={t('operator.console.photo.preview')} sizes="320px" />
        ) : (
          <span className="photo-field__empty">{t('operator.console.photo.drop')}</span>
        )}
      </div>
      {at ? (
        <div className="photo-field__actions">
          <label className="button button--ghost" htmlFor={id} id={`${id}-action`}>
            {image ? t('operator.console.photo.replace') : t('operator.console.photo.choose')}
          </label>
          <input
            id={id}
            className="visually-hidden"
            type="file"
            accept={ACCEPTED}
            // Named by the field's label and the button's words, not by the preview's picture.
            aria-labelledby={`${id}-label ${id}-action`}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            disabled={busy}
            onChange={(event) => {
              upload(event.target.files?.[0])
              event.target.value = ''
            }}
          />
          {image && (
            <button type="button" className="button button--ghost" onClick={remove} disabled={busy}>
              {t('operator.console.photo.remove')}
            </button>
          )}
        </div>
      ) : null}
      <span className="field__hint" id={`${id}-hint`}>
        {at
          ? t('operator.console.photo.rule', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 })
          : t('operator.console.photo.saveFirst')}
      </span>
      {busy && <span className="field__hint">{t('operator.console.photo.sending')}</span>}
      {error && (
        <span className="field-error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  )
}
