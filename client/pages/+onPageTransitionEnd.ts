import { endProgress } from '../navigation/progress'

export const onPageTransitionEnd = endProgress
