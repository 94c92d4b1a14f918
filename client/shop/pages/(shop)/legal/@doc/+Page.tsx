import { useData } from 'vike-react/useData'
import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import { legalBlocks } from '#shared/legal-text'
import type { LegalData } from './+data'

/** A legal page's current version, said with its number and date. */
export default function Page() {
  const { page } = useData<LegalData>()
  const { t } = useI18n()
  const { date } = useFormats()
  return (
    <article className="legal">
      <h1>{page.title}</h1>
      <p className="legal__version">
        {t('legal.version', { version: page.version, date: date(page.publishedAt) })}
      </p>
      {page.template && (
        <p className="legal__template" role="note">
          {t('legal.template')}
        </p>
      )}
      {legalBlocks(page.body).map((block, index) =>
        block.kind === 'heading' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text, never reordered
          <h2 key={index}>{block.text}</h2>
        ) : block.kind === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <ul key={index}>
            {block.items.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <li key={i}>{item}</li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <p key={index}>{block.text}</p>
        ),
      )}
    </article>
  )
}
