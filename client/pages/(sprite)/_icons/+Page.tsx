import { PageIntro } from '#client/components/layout/PageIntro'
import { Icon } from '#client/components/ui/Icon'
import { ICON_NAMES } from '#client/components/ui/icon-names'
import './icons.css'

export default function Page() {
  return (
    <PageIntro>
      <ul className="icon-grid">
        {ICON_NAMES.map((name) => (
          <li key={name}>
            <Icon name={name} size={32} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </PageIntro>
  )
}
