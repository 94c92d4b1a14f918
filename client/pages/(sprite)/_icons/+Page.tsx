import { PageIntro } from '../../../components/layout/PageIntro'
import { Icon } from '../../../components/ui/Icon'
import { ICON_NAMES } from '../../../components/ui/icon-names'
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
