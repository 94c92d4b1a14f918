import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useI18n } from '#client/ui/i18n'

/** The page's heading from its page key, with an optional lead and content. */
export function PageIntro({ lead, children }: { lead?: string; children?: ReactNode }) {
  const { t } = useI18n()
  const key = usePageContext().config.pageKey ?? 'home'
  return (
    <>
      <h1>{t(`pages.${key}.title`)}</h1>
      {lead && <p className="lead">{lead}</p>}
      {children}
    </>
  )
}
