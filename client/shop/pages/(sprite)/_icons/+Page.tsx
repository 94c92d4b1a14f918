import { PageIntro } from '#client/shop/layout/PageIntro'
import { Icon } from '#client/ui/Icon'
import { ICON_NAMES } from '#client/ui/icon-names'
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
