import { useData } from 'vike-react/useData'
import { VIEWS } from '#client/console/views'
import type { ConsoleViewData } from './+data'

export default function Page() {
  const View = VIEWS[useData<ConsoleViewData>().view]
  return <View />
}
