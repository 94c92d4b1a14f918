import { useData } from 'vike-react/useData'
import { loadedView } from '#client/console/sections'
import type { ConsoleViewData } from './+data'

export default function Page() {
  const View = loadedView(useData<ConsoleViewData>().view)
  return <View />
}
