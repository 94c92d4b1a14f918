import { endProgress } from '#client/renderer/navigation/progress'

export const onPageTransitionEnd = endProgress
