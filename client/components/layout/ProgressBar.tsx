import { progress } from '#client/navigation/progress'
import { useStore } from '#client/stores/use-store'

export function ProgressBar() {
  const { state } = useStore(progress)
  return (
    <div className="progress" data-state={state} data-testid="progress-bar" aria-hidden="true" />
  )
}
