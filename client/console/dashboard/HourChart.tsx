import { useId } from 'react'
import { useI18n } from '#client/ui/i18n'
import type { Figures } from '#shared/contract/operator/orders'

const WIDTH = 480
const HEIGHT = 160
const AXIS = 16
const SLOT = WIDTH / 24

/** Orders per hour as bars (SVG); screen readers get the same figures as a table. */
export function HourChart({ hours }: { hours: Figures['perHour'] }) {
  const { t } = useI18n()
  const titleId = useId()
  const most = Math.max(1, ...hours.map((h) => h.orders))
  const barHeight = (orders: number) => ((HEIGHT - AXIS - 12) * orders) / most
  return (
    <figure className="hour-chart-figure">
      <svg
        className="hour-chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
      >
        <title id={titleId}>{t('operator.console.dashboard.perHour')}</title>
        {hours.map((h) => (
          <g key={h.hour}>
            {h.orders > 0 && (
              <>
                <rect
                  x={h.hour * SLOT + 3}
                  y={HEIGHT - AXIS - barHeight(h.orders)}
                  width={SLOT - 6}
                  height={barHeight(h.orders)}
                  rx={2}
                />
                <text
                  x={h.hour * SLOT + SLOT / 2}
                  y={HEIGHT - AXIS - barHeight(h.orders) - 3}
                  textAnchor="middle"
                >
                  {h.orders}
                </text>
              </>
            )}
            {h.hour % 3 === 0 && (
              <text x={h.hour * SLOT + SLOT / 2} y={HEIGHT - 3} textAnchor="middle">
                {String(h.hour).padStart(2, '0')}
              </text>
            )}
          </g>
        ))}
      </svg>
      <table className="visually-hidden">
        <caption>{t('operator.console.dashboard.perHour')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('operator.console.dashboard.hour')}</th>
            <th scope="col">{t('operator.console.dashboard.orders')}</th>
          </tr>
        </thead>
        <tbody>
          {hours
            .filter((h) => h.orders > 0)
            .map((h) => (
              <tr key={h.hour}>
                <th scope="row">{`${String(h.hour).padStart(2, '0')}:00`}</th>
                <td>{h.orders}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </figure>
  )
}
