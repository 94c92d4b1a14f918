import { useData } from 'vike-react/useData'
import { LegalForm } from '#client/console/legal/LegalForm'
import { TraderForm } from '#client/console/legal/TraderForm'
import type { ViewData } from '#client/console/sections'
import { useI18n } from '#client/ui/i18n'
import { LEGAL_DOCS } from '#shared/legal'

/** What the law asks the shop to say: who sells, and the legal pages, each save a new version. */
export function LegalView() {
  const { t } = useI18n()
  const { trader, legal } = useData<ViewData<'legal'>>()
  return (
    <div className="console-page">
      <h1>{t('pages.console.legal.title')}</h1>
      <TraderForm trader={trader} />
      {LEGAL_DOCS.map((doc) => (
        <LegalForm key={doc} doc={doc} current={legal.find((v) => v.doc === doc) ?? null} />
      ))}
    </div>
  )
}
