import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import en from '#locales/en.json'
import { images, imageVariants, products } from '#server/db/schema'
import { renderVariant } from '#server/images/pipeline'
import { IMAGE_KINDS, type ImageKind, variantPath } from '#shared/images'
import { send, useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { type OperatorClient, operatorClient } from '#tests/support/operator'
import { photo } from '#tests/support/pictures'

// Issue 32 item 9: 20 parallel 64-megapixel uploads took minutes and 1.7 GB, and 300 asks for one
// variant not cut yet made 300 renders. An instance runs two image jobs at a time and refuses more
// at once (503 with Retry-After); a variant is cut once however many ask together.

vi.mock('#server/images/pipeline', async (original) => {
  const real = await original<typeof import('#server/images/pipeline')>()
  return { ...real, renderVariant: vi.fn(real.renderVariant) }
})

const ENGINES = await engines()

describe.each(ENGINES)('image jobs on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let manager: string
  let productId: number
  beforeAll(async () => {
    op = operatorClient(t)
    manager = await op.staffOf('manager')
    const [first] = await t.db.select({ id: products.id }).from(products).limit(1)
    productId = first!.id
  })

  const upload = (file: Buffer) => {
    const form = new FormData()
    form.set('file', new File([new Uint8Array(file)], 'dish.jpg', { type: 'image/jpeg' }))
    return send<{ message: string }>(op.api, `/api/operator/products/${productId}/image`, {
      method: 'POST',
      lang: 'en',
      headers: { Authorization: `Bearer ${manager}` },
      body: form,
    })
  }

  it('parallel uploads past two at a time are refused at once with Retry-After; then uploads go again', async () => {
    // Each a different photo: none is a repeat of another.
    const files = await Promise.all(
      Array.from({ length: 6 }, (_, i) => photo('jpeg', 2400 + i * 16, 1600)),
    )
    const replies = await Promise.all(files.map(upload))
    const statuses = replies.map((reply) => reply.status).sort()
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1)
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(2)
    for (const reply of replies.filter((r) => r.status !== 200)) {
      expect(reply.status, reply.text).toBe(503)
      expect(reply.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(reply.body).toEqual({ message: en.api.imagesBusy })
    }
    // The jobs are over: the next upload is taken.
    const again = await upload(await photo('jpeg', 900, 600))
    expect(again.status, again.text).toBe(200)
  })

  it('fifty asks at once for a variant not cut yet make one render, and all get it', async () => {
    // The demo pictures are seeded without their variants.
    const [picture] = await t.db
      .select({ key: images.key, kind: images.kind })
      .from(images)
      .limit(1)
    const key = picture!.key
    const width = IMAGE_KINDS[picture!.kind as ImageKind].widths[0]
    const cut = () =>
      t.db
        .select({ n: count() })
        .from(imageVariants)
        .where(eq(imageVariants.key, key))
        .then(([row]) => row!.n)
    expect(await cut()).toBe(0)
    const renders = vi.mocked(renderVariant).mock.calls.length
    const path = variantPath(`/api/images/${key}`, width, 'webp')
    const replies = await Promise.all(Array.from({ length: 50 }, () => t.api.request(path)))
    expect(replies.map((reply) => reply.status)).toEqual(Array(50).fill(200))
    expect(vi.mocked(renderVariant).mock.calls.length - renders).toBe(1)
    expect(await cut()).toBe(1)
  })
})
