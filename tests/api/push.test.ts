import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import webpush from 'web-push'
import en from '#locales/en.json'
import ru from '#locales/ru.json'
import { pushSender } from '#server/api/push/sender'
import { pushSubscriptions } from '#server/db/schema'
import site from '#server/db/seed/data/site.json'
import { type ErrorShape, expectApiError, send, useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { type FakePushService, fakePushService } from '#tests/support/fake-push'
import { type OperatorClient, operatorClient } from '#tests/support/operator'
import {
  type Customer,
  delivery,
  line,
  NOON,
  newKey,
  pickup,
  seedRestaurant,
} from '#tests/support/shop'

// Issue 39: Web Push to customers instead of status texts, and to kitchen devices registered by a
// one-time code, through the fake push service that checks VAPID and decrypts like a real one.

const ENGINES = await engines()
const VAPID = { ...webpush.generateVAPIDKeys(), subject: 'mailto:kitchen@shop.example' }
const BRAND = site.settings.brand
const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]))
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

type Device = { id: number; label: string; createdAt: string; lastSuccessAt: string | null }

describe.each(ENGINES)('web push on %s', (engine) => {
  const t = useApi(engine)
  let pushService: FakePushService
  let op: OperatorClient
  beforeAll(async () => {
    pushService = await fakePushService(VAPID.publicKey)
    op = operatorClient(t, {
      deps: { push: { vapid: VAPID, loopbackEndpoints: true } },
    })
  })
  afterAll(() => pushService.close())

  /** Subscribes `customer`'s browser (in `lang`): the subscription and the device as listed. */
  const subscribe = async (
    customer: Customer,
    lang = 'en',
    subscription = pushService.subscribe(),
  ) => {
    const reply = await send<{ data: Device }>(op.api, '/api/push/devices', {
      method: 'POST',
      lang,
      headers: {
        Authorization: `Bearer ${customer.token}`,
        'Content-Type': 'application/json',
        'User-Agent': CHROME_ANDROID,
      },
      body: JSON.stringify(subscription),
    })
    expect(reply.status, reply.text).toBe(201)
    return { subscription, device: reply.body.data }
  }

  /** A delivery placed in `lang` by a new customer at noon. */
  const placeIn = async (lang: string, customer?: Customer) => {
    op.clock.set(NOON)
    const who = customer ?? (await op.signUp())
    const reply = await send<{ data: { order: { id: number } } }>(op.api, '/api/orders', {
      method: 'POST',
      lang,
      headers: {
        Authorization: `Bearer ${who.token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': newKey(),
      },
      body: JSON.stringify(delivery([line('set-sakura')])),
    })
    expect(reply.status, reply.text).toBe(201)
    return { customer: who, id: reply.body.data.order.id }
  }

  /** The texts `customer` got about orders (the sign-in code is not about one). */
  const textsTo = (customer: Customer) =>
    op.sent.filter((s) => s.to === customer.phone && !/\b\d{6}\b/.test(s.text)).map((s) => s.text)

  it('the fake push service is as strict as a real one: another key or a bad body is refused', async () => {
    const target = (subscription: ReturnType<FakePushService['subscribe']>) => ({
      endpoint: subscription.endpoint,
      ...subscription.keys,
    })
    const message = { title: 'T', body: 'B', url: '/' }
    const stranger = { ...webpush.generateVAPIDKeys(), subject: VAPID.subject }
    await expect(
      pushSender(stranger).send(target(pushService.subscribe()), message),
    ).rejects.toThrow(/403/)
    // Keys of another browser: the push cannot be decrypted at this endpoint.
    const [mine, theirs] = [pushService.subscribe(), pushService.subscribe()]
    await expect(
      pushSender(VAPID).send({ ...target(mine), p256dh: theirs.keys.p256dh }, message),
    ).rejects.toThrow(/400/)
    expect(pushService.refused.map((r) => r.reason).slice(-2)).toEqual([
      'not the key the browser subscribed with',
      'does not decrypt',
    ])
    expect(await pushSender(VAPID).send(target(mine), message)).toBe('sent')
    expect(pushService.to(mine.endpoint)).toEqual([message])
  })

  it('gives the browser the public key', async () => {
    const reply = await op.json<{ data: { publicKey: string } }>('GET', '/api/push/key', null)
    expect(reply.body.data.publicKey).toBe(VAPID.publicKey)
  })

  it('refuses what is no push subscription, in the error shape', async () => {
    const customer = await op.signUp()
    const post = (body: unknown, token: string | null = customer.token) =>
      op.json('POST', '/api/push/devices', token, body)
    const good = pushService.subscribe()
    expectApiError(await post(good, null), 401)
    const refused = {
      'not a URL': { ...good, endpoint: 'push service' },
      'plain http to a public host': { ...good, endpoint: 'http://push.example.com/send/1' },
      'a bare IP address': { ...good, endpoint: 'https://10.0.0.7/send/1' },
      'an endpoint too long': { ...good, endpoint: `https://push.example.com/${'a'.repeat(1000)}` },
      'a key too long': { ...good, keys: { ...good.keys, p256dh: 'A'.repeat(200) } },
      'a key that is no base64url': {
        ...good,
        keys: { ...good.keys, auth: 'not base64 at all!!' },
      },
      'no keys': { endpoint: good.endpoint },
    }
    for (const [what, body] of Object.entries(refused)) {
      const reply = await post(body)
      expectApiError(reply, 422)
      expect(Object.keys((reply.body as { errors: object }).errors), what).toContainEqual(
        expect.stringMatching(/^(endpoint|keys)/),
      )
    }
    expect(
      (await op.json<{ data: Device[] }>('GET', '/api/push/devices', customer.token)).body.data,
    ).toEqual([])
  })

  it("pushes a status in the order's language, to the order page, and skips its text", async () => {
    const { customer, id } = await placeIn('ru')
    const { subscription, device } = await subscribe(customer, 'ru')
    expect(device.label).toBe('Chrome · Android')
    await op.advance(id, 'accepted')
    await op.settle()
    op.clock.advance(61_000)
    await op.advance(id, 'cooking', 'on_the_way')
    await op.settle()
    const pushed = pushService.to(subscription.endpoint) as { title: string; body: string }[]
    expect(pushed).toHaveLength(2)
    expect(pushed[1]).toEqual({
      title: fill(ru.pages.order.title, { id }),
      body: fill(ru.order.sms.on_the_way, { brand: BRAND, id }),
      url: `/ru/account/orders/${id}`,
      tag: `order-${id}`,
    })
    expect(pushed[0]!.body).toMatch(new RegExp(`^${BRAND}: заказ №${id} принят`))
    expect(textsTo(customer)).toEqual([])
    const [listed] = (await op.json<{ data: Device[] }>('GET', '/api/push/devices', customer.token))
      .body.data
    expect(listed!.lastSuccessAt).not.toBeNull()
  })

  it('texts as before when every push fails', async () => {
    const { customer, id } = await placeIn('en')
    const { subscription } = await subscribe(customer)
    pushService.answer(subscription.endpoint, 503)
    await op.advance(id, 'accepted')
    await op.settle()
    expect(textsTo(customer)).toHaveLength(1)
    // Failing this time is no reason to forget the device.
    expect(
      (await op.json<{ data: Device[] }>('GET', '/api/push/devices', customer.token)).body.data,
    ).toHaveLength(1)
  })

  it('forgets a subscription its push service says is gone (410), and texts instead', async () => {
    const { customer, id } = await placeIn('en')
    const { subscription } = await subscribe(customer)
    pushService.answer(subscription.endpoint, 410)
    await op.advance(id, 'accepted')
    await op.settle()
    expect(textsTo(customer)).toHaveLength(1)
    expect(
      await t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, subscription.endpoint)),
    ).toEqual([])
  })

  it("a deleted account's devices go with it", async () => {
    const customer = await op.signUp()
    const { subscription } = await subscribe(customer)
    const deleted = await op.json('POST', '/api/account/delete', customer.token, { confirm: true })
    expect(deleted.status, deleted.text).toBe(200)
    expect(
      await t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, subscription.endpoint)),
    ).toEqual([])
  })

  it('a device switched off in the profile is told nothing more; the texts come back', async () => {
    const { customer, id } = await placeIn('en')
    const { subscription, device } = await subscribe(customer)
    const other = await op.signUp()
    expectApiError(
      await op.json('DELETE', `/api/push/devices/${device.id}`, other.token),
      404,
      en.push.deviceNotFound,
    )
    const off = await op.json('DELETE', `/api/push/devices/${device.id}`, customer.token)
    expect(off.status, off.text).toBe(200)
    expect(
      (await op.json<{ data: Device[] }>('GET', '/api/push/devices', customer.token)).body.data,
    ).toEqual([])
    await op.advance(id, 'accepted')
    await op.settle()
    expect(pushService.to(subscription.endpoint)).toEqual([])
    expect(textsTo(customer)).toHaveLength(1)
  })

  describe('kitchen devices', () => {
    const kitchen = seedRestaurant('center')
    /** A manager's one-time code for the kitchen: the code from the page's fragment. */
    const newCode = async (restaurantId = kitchen.id) => {
      const reply = await op.operator<{ data: { path: string; expiresAt: string } }>(
        'POST',
        `/kitchens/${restaurantId}/device-codes`,
        await op.staffOf('manager'),
        {},
      )
      expect(reply.status, reply.text).toBe(201)
      expect(reply.body.data.path).toMatch(/^\/en\/operator\/device#[\w-]{22}$/)
      return reply.body.data.path.split('#')[1]!
    }
    const register = (code: string, subscription = pushService.subscribe()) =>
      op.json<{ data: Device & { kitchen: string } }>('POST', '/api/kitchen-devices', null, {
        code,
        ...subscription,
      })
    const devicesOf = async (restaurantId = kitchen.id) =>
      (
        await op.operator<{ data: Device[] }>(
          'GET',
          `/kitchens/${restaurantId}/devices`,
          await op.staffOf('manager'),
        )
      ).body.data

    it('registers once by a one-time code; a second use and an expired code are refused', async () => {
      op.clock.set(NOON)
      const code = await newCode()
      const first = await register(code)
      expect(first.status, first.text).toBe(201)
      expect(first.body.data.kitchen).toBe(kitchen.name.en)
      const again = await register(code)
      expectApiError(again, 422)
      expect((again.body as unknown as ErrorShape).errors?.code).toBe(en.push.kitchen.codeInvalid)
      const late = await newCode()
      op.clock.advance(10 * 60_000 + 1000)
      const expired = await register(late)
      expectApiError(expired, 422)
      expect((expired.body as unknown as ErrorShape).errors?.code).toBe(en.push.kitchen.codeExpired)
      expect((await devicesOf()).map((d) => d.id)).toContain(first.body.data.id)
      expect(await op.audited('kitchen.device_code', kitchen.id)).toHaveLength(2)
    })

    it('pushes a new order to the kitchen with no board open, again when nobody accepts it', async () => {
      const subscription = pushService.subscribe()
      expect((await register(await newCode(), subscription)).status).toBe(201)
      const { id } = await placeIn('en')
      await op.settle()
      expect(pushService.to(subscription.endpoint)).toEqual([
        expect.objectContaining({
          title: `New order #${id}`,
          url: '/en/operator/orders',
          tag: `order-${id}`,
        }),
      ])
      op.clock.advance(5 * 60_000)
      await op.settle()
      expect(pushService.to(subscription.endpoint)).toEqual([
        expect.objectContaining({ title: `New order #${id}` }),
        expect.objectContaining({ title: `Order #${id} is still waiting` }),
      ])
      // An order accepted in time is not pushed again.
      const { id: taken } = await placeIn('en')
      await op.settle()
      await op.advance(taken, 'accepted')
      op.clock.advance(5 * 60_000)
      await op.settle()
      expect(
        pushService
          .to(subscription.endpoint)
          .filter((p) => JSON.stringify(p).includes(`#${taken} is`)),
      ).toEqual([])
    })

    it('a card order is pushed once paid, not while it waits for its payment', async () => {
      const subscription = pushService.subscribe()
      expect((await register(await newCode(), subscription)).status).toBe(201)
      op.clock.set(NOON)
      const customer = await op.signUp()
      const { order, payment } = await op.placed(
        customer.token,
        delivery([line('set-sakura')], { paymentType: 'card_online' }),
      )
      await op.settle()
      expect(pushService.to(subscription.endpoint)).toEqual([])
      await op.payByCard(payment!.redirectUrl)
      await op.settle()
      expect(pushService.to(subscription.endpoint)).toEqual([
        {
          title: `Paid order #${order.id}`,
          body: fill(en.push.kitchen.paid.body, { total: `€${(order.total / 100).toFixed(2)}` }),
          url: '/en/operator/orders',
          tag: `order-${order.id}`,
        },
      ])
    })

    it('a revoked device is told nothing more', async () => {
      const subscription = pushService.subscribe()
      const { body } = await register(await newCode(), subscription)
      const manager = await op.staffOf('manager')
      const revoked = await op.operator('DELETE', `/kitchen-devices/${body.data.id}`, manager)
      expect(revoked.status, revoked.text).toBe(200)
      expect((await devicesOf()).map((d) => d.id)).not.toContain(body.data.id)
      expect(await op.audited('kitchen.device_revoked', kitchen.id)).toHaveLength(1)
      await placeIn('en')
      await op.settle()
      expect(pushService.to(subscription.endpoint)).toEqual([])
      expectApiError(await op.operator('DELETE', `/kitchen-devices/${body.data.id}`, manager), 404)
    })

    it('a pickup at another kitchen is not pushed here', async () => {
      const subscription = pushService.subscribe()
      const other = seedRestaurant('lozenets')
      expect((await register(await newCode(other.id), subscription)).status).toBe(201)
      op.clock.set(NOON)
      const customer = await op.signUp()
      await op.placed(customer.token, pickup([line('edamame')]))
      await op.settle()
      expect(pushService.to(subscription.endpoint)).toEqual([])
    })
  })
})
