import { useI18n } from '#client/ui/i18n'
import type { GeoPoint } from '#shared/area'
import { navigationLinks } from '#shared/map-link'

/** Buttons that open a delivery in the phone's navigation apps, by its point when it has one. */
export function NavigationLinks({ street, point }: { street: string; point: GeoPoint | null }) {
  const { t } = useI18n()
  return (
    <p className="delivery__navigate">
      {navigationLinks(street, point).map(({ app, href }) => (
        <a
          key={app}
          className="button button--small button--ghost"
          href={href}
          target="_blank"
          rel="noreferrer"
        >
          {t(`operator.console.deliveries.navigate.${app}`)}
        </a>
      ))}
    </p>
  )
}
