import { startProgress } from '../navigation/progress'

export const onPageTransitionStart = startProgress
