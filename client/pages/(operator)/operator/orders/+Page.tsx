import { useData } from 'vike-react/useData'
import { Board } from '../../../../components/operator/Board'
import type { BoardData } from './+data'

export default function Page() {
  return <Board {...useData<BoardData>()} />
}
