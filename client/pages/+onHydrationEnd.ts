import type { PageContextClient } from 'vike/types'
import { watchBuild } from '../navigation/build-check'
import { reloadOnChunkError } from '../navigation/chunk-reload'
import { prefetchLinksSoon } from '../navigation/prefetch'

// How often the browser asks whether a new build was deployed (documented in the README).
const BUILD_POLL_SECONDS = 300

export function onHydrationEnd(pageContext: PageContextClient) {
  reloadOnChunkError()
  prefetchLinksSoon()
  watchBuild(pageContext.buildId, BUILD_POLL_SECONDS)
}
