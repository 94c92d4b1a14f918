import { type ReactNode, useEffect, useId, useRef } from 'react'
import { Icon } from './Icon'
import { useI18n } from './i18n'
import './Overlay.css'

type Props = {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  /** A modal sits in the middle; a drawer slides in from a side. */
  kind?: 'modal' | 'drawer'
  side?: 'left' | 'right'
  closeOnBackdrop?: boolean
  /** The id of a form inside whose submit closes it: then × submits it too, and works without JS. */
  closeForm?: string
  testId?: string
}

let locks = 0
let savedScroll = 0

// While any modal or drawer is open the page does not scroll; the last one closing restores it.
function lockScroll() {
  if (locks++ === 0) {
    savedScroll = window.scrollY
    document.body.classList.add('scroll-locked')
  }
}

function unlockScroll() {
  if (--locks === 0) {
    document.body.classList.remove('scroll-locked')
    window.scrollTo(0, savedScroll)
  }
}

/**
 * A native <dialog> opened with showModal(): the browser traps focus, makes the page inert and
 * turns Escape into a cancel. A press closes it only when it starts and ends on the backdrop.
 */
export function Overlay({
  open,
  onClose,
  title,
  children,
  kind = 'modal',
  side = 'right',
  closeOnBackdrop = true,
  closeForm,
  testId,
}: Props) {
  const { t } = useI18n()
  const ref = useRef<HTMLDialogElement>(null)
  const pressedBackdrop = useRef(false)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    const opener = document.activeElement as HTMLElement | null
    dialog.showModal()
    // showModal() focuses the first focusable element; a field marked data-autofocus comes first.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    lockScroll()
    return () => {
      dialog.close()
      unlockScroll()
      opener?.focus?.()
    }
  }, [open])

  if (!open) return null
  return (
    <dialog
      ref={ref}
      className={`overlay overlay--${kind} overlay--${side}`}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget
      }}
      onPointerUp={(event) => {
        if (closeOnBackdrop && pressedBackdrop.current && event.target === event.currentTarget)
          onClose()
        pressedBackdrop.current = false
      }}
    >
      <div className="overlay__panel">
        <header className="overlay__head">
          <h2 id={titleId}>{title}</h2>
          <button
            type={closeForm ? 'submit' : 'button'}
            form={closeForm}
            className="overlay__close"
            onClick={closeForm ? undefined : onClose}
            aria-label={t('common.close')}
          >
            <Icon name="close" />
          </button>
        </header>
        <div className="overlay__body">{children}</div>
      </div>
    </dialog>
  )
}
