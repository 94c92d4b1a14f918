import { lazy, Suspense } from 'react'

// The list lives in this browser only and shows nothing until after hydration, so its code is not
// part of the page's first download.
const RecentlyViewedList = lazy(() =>
  import('./RecentlyViewedList').then((module) => ({ default: module.RecentlyViewedList })),
)

export function RecentlyViewed(props: { exclude?: number }) {
  return (
    <Suspense fallback={null}>
      <RecentlyViewedList {...props} />
    </Suspense>
  )
}
