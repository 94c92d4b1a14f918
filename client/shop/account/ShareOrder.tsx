import { useEffect, useState } from 'react'
import { signOutLocally } from '#client/shop/stores/auth'
import { browserApi } from '#client/ui/api'
import { useI18n } from '#client/ui/i18n'
import { type ShareState, sharedOrderPath } from '#shared/contract/shares'
import { LinkToShare } from './LinkToShare'
import './account.css'

/**
 * "Share order status": a link anyone may follow the order by (a friend, an assistant), shown
 * once as it is made (the server keeps only its hash), and stopped from here.
 */
export function ShareOrder({ orderId }: { orderId: number }) {
  const { t, lang, href } = useI18n()
  const [active, setActive] = useState(false)
  const [link, setLink] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const path = '/api/orders/{id}/share'
  const at = { params: { id: orderId } }
  const api = () => browserApi(lang, signOutLocally)

  useEffect(() => {
    browserApi(lang, signOutLocally)
      .get('/api/orders/{id}/share', { params: { id: orderId } })
      .then(({ data }) => setActive(data.active))
      .catch(() => {})
  }, [orderId, lang])

  const change = async (request: () => Promise<ShareState>, done: string) => {
    setBusy(true)
    setMessage('')
    try {
      const state = await request()
      setActive(state.active)
      setLink(state.token ? window.location.origin + href(sharedOrderPath(state.token)) : '')
      setMessage(done)
    } catch {
      setMessage(t('account.share.failed'))
    } finally {
      setBusy(false)
    }
  }
  const share = () => change(async () => (await api().post(path, undefined, at)).data, '')
  const revoke = () =>
    change(async () => (await api().delete(path, at)).data, t('account.share.revoked'))

  return (
    <section className="card order__section share-order" aria-labelledby="share-order-title">
      <h2 id="share-order-title">{t('account.share.title')}</h2>
      <p>{t('account.share.explain')}</p>
      {link ? (
        <LinkToShare
          link={link}
          label={t('account.share.link')}
          shareText={t('account.share.title')}
          testId="share-link"
        />
      ) : (
        active && <p>{t('account.share.active')}</p>
      )}
      <div className="order-actions__buttons">
        {!link && (
          <button type="button" className="button" disabled={busy} onClick={() => void share()}>
            {t('account.share.create')}
          </button>
        )}
        {active && (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => void revoke()}
          >
            {t('account.share.revoke')}
          </button>
        )}
      </div>
      <p role="status">{message}</p>
    </section>
  )
}
