import { PageIntro } from '../../../components/layout/PageIntro'
import { ICON_NAMES, Icon } from '../../../components/ui/Icon'
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
