import { PageIntro } from '#client/shop/layout/PageIntro'
import { useI18n } from '#client/ui/i18n'
import { useSite } from '#client/ui/site'
import { LEGAL_DOCS, legalPath } from '#shared/legal'
import { telHref } from '#shared/tel'

/** Who sells (2000/31 art. 5, 2011/83 art. 6(1)): the details every page's footer sums up. */
export default function Page() {
  const { t, href } = useI18n()
  const { trader } = useSite()
  return (
    <PageIntro>
      {trader ? (
        <dl className="card company">
          <dt>{t('company.legalName')}</dt>
          <dd>{`${trader.legalName} ${trader.legalForm}`}</dd>
          <dt>{t('company.eik')}</dt>
          <dd>{trader.eik}</dd>
          <dt>{t('company.vatNumber')}</dt>
          <dd>{trader.vatNumber || t('company.noVat')}</dd>
          <dt>{t('company.address')}</dt>
          <dd>{trader.address}</dd>
          <dt>{t('company.contact')}</dt>
          <dd>
            <a href={`mailto:${trader.email}`}>{trader.email}</a>,{' '}
            <a href={telHref(trader.phone)}>{trader.phone}</a>
          </dd>
          <dt>{t('company.foodRegistration')}</dt>
          <dd>{trader.foodRegistration}</dd>
          <dt>{t('company.authority')}</dt>
          <dd>
            {`${trader.authority.name}, ${trader.authority.address}, `}
            <a href={trader.authority.url} rel="noopener" target="_blank">
              {trader.authority.url}
            </a>
          </dd>
        </dl>
      ) : (
        <p>{t('company.missing')}</p>
      )}
      <ul className="legal-links">
        {LEGAL_DOCS.map((doc) => (
          <li key={doc}>
            <a href={href(legalPath(doc))}>{t(`legal.docs.${doc}`)}</a>
          </li>
        ))}
      </ul>
    </PageIntro>
  )
}
