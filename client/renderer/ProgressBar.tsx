import { progress } from '#client/renderer/navigation/progress'
import { useStore } from '#client/ui/use-store'

export function ProgressBar() {
  const { state } = useStore(progress)
  return (
    <div className="progress" data-state={state} data-testid="progress-bar" aria-hidden="true" />
  )
}
