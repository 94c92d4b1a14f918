// Image work (sharp) is bounded per instance: decoding a 64-megapixel upload takes hundreds of
// megabytes and seconds of CPU, and 20 at once took 67–125 s and 1.7 GB (issue 32 item 9). So at
// most IMAGE_JOBS run at a time, and one more is refused at once (503 with Retry-After) rather
// than queued: a manager can send the photo again, and a queue would only move the stall. A
// variant not cut yet is cut once however many ask for it at the same time.

/** Image jobs one instance runs at once. */
export const IMAGE_JOBS = 2

/** Seconds a refused job is told to wait: about what one large upload takes. */
export const IMAGE_RETRY_AFTER_SECONDS = 10

/** All the instance's image jobs are taken. */
export class ImagesBusy extends Error {
  override name = 'ImagesBusy'
}

let running = 0
const cutting = new Map<string, Promise<unknown>>()

/**
 * ImagesBusy now when every job is taken: an upload asks before it reads its body, so twenty at
 * once do not hold twenty files in memory only to be refused.
 */
export function refuseWhenBusy() {
  if (running >= IMAGE_JOBS) throw new ImagesBusy()
}

/** Runs `work` as one of the instance's image jobs; ImagesBusy when they are all taken. */
export async function imageJob<T>(work: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_JOBS) throw new ImagesBusy()
  running += 1
  try {
    return await work()
  } finally {
    running -= 1
  }
}

/**
 * `work` once for all who ask for `key` while it runs (a variant's first requests arrive together:
 * a page of dishes, a crawler): they share its answer, or its failure.
 */
export function once<T>(key: string, work: () => Promise<T>): Promise<T> {
  const running = cutting.get(key) as Promise<T> | undefined
  if (running) return running
  const started = work().finally(() => cutting.delete(key))
  cutting.set(key, started)
  return started
}
