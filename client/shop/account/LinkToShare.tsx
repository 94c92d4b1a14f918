import { useEffect, useId, useRef, useState } from 'react'
import { useI18n } from '#client/ui/i18n'
import { useSite } from '#client/ui/site'
import './account.css'

/** The referral link with Copy and, where the device can share, Share. */
export function ReferralLink({ link }: { link: string }) {
  const { t } = useI18n()
  return (
    <LinkToShare
      link={link}
      label={t('account.referral.link')}
      shareText={t('account.referral.shareText')}
      testId="referral-link"
    />
  )
}

/** A link in a read-only field with Copy and, where the device can share, Share. */
export function LinkToShare({
  link,
  label,
  shareText,
  testId,
}: {
  link: string
  label: string
  shareText: string
  testId: string
}) {
  const { t } = useI18n()
  const site = useSite()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [status, setStatus] = useState('')
  // navigator.share exists only in the browser (and not in every one): known after hydration.
  const [canShare, setCanShare] = useState(false)
  useEffect(() => setCanShare(typeof navigator.share === 'function'), [])
  useEffect(() => {
    if (!status) return
    const timer = setTimeout(() => setStatus(''), 4000)
    return () => clearTimeout(timer)
  }, [status])

  const copy = async () => {
    setStatus('')
    try {
      await navigator.clipboard.writeText(link)
      setStatus(t('account.referral.copied'))
    } catch {
      // No clipboard (an insecure origin, a refusal): the link is selected to copy by hand.
      input.current?.select()
      setStatus(t('account.referral.copyFailed'))
    }
  }
  const share = () =>
    navigator.share({ title: site.brand, text: shareText, url: link }).catch(() => {})

  return (
    <div className="card referral-link">
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          ref={input}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          data-testid={testId}
        />
      </div>
      <div className="referral-link__actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {t('account.referral.copy')}
        </button>
        {canShare && (
          <button type="button" className="button button--ghost" onClick={() => void share()}>
            {t('account.referral.share')}
          </button>
        )}
      </div>
      <p className="referral-link__status" role="status">
        {status}
      </p>
    </div>
  )
}
