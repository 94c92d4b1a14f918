import { useSnapshot } from 'valtio'
import { progress } from '../../navigation/progress'

export function ProgressBar() {
  const { state } = useSnapshot(progress)
  return (
    <div className="progress" data-state={state} data-testid="progress-bar" aria-hidden="true" />
  )
}
