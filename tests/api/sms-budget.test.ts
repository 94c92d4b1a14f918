import { beforeAll, describe, expect, it } from 'vitest'
import bg from '#locales/bg.json'
import en from '#locales/en.json'
import type { Mail } from '#server/api/mail'
import site from '#server/db/seed/data/site.json'
import { expectApiError, useApi } from '#tests/support/api'
import { HOUR, newPhone } from '#tests/support/auth'
import { engines } from '#tests/support/databases'
import { type OperatorClient, operatorClient } from '#tests/support/operator'
import { delivery, line, NOON } from '#tests/support/shop'

// SMS pumping spreads over many numbers and addresses, past every per-phone and per-address limit:
// the whole shop's texts have a budget (here 5 an hour, 8 a day), sign-in codes and statuses alike.
const ENGINES = await engines()
const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]))

describe.each(ENGINES)('the shop-wide SMS budget on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  const mails: Mail[] = []
  beforeAll(async () => {
    // One job queue opens at a time on a database (two at once race to create pg-boss's types).
    await t.api.jobs.open()
    op = operatorClient(t, {
      start: NOON,
      deps: {
        smsBudget: { perHour: 5, perDay: 8 },
        mailer: { name: 'spy', send: async (mail) => void mails.push(mail) },
      },
    })
    await op.api.jobs.open()
  })
  const smsMails = () => mails.filter((m) => m.subject.startsWith('SMS'))

  it('alerts the manager at 80 %, refuses past it with a 503 in words, and counts status texts', async () => {
    // Four codes to four numbers from four addresses (the last a customer's who signs in): the
    // fourth reaches 80 % of the hour's five.
    for (let i = 0; i < 3; i++) expect((await op.requestCode(newPhone())).status).toBe(200)
    const customer = await op.signUp()
    await op.settle()
    const hour = fill(bg.operator.mail.smsBudget.subject, {
      sent: 4,
      budget: 5,
      window: bg.operator.mail.smsBudget.hour,
    })
    expect(smsMails().map((m) => [m.to, m.subject])).toEqual([[site.settings.email_admin, hour]])

    // The fifth text is an order's status: it counts.
    const order = await op.placed(customer.token, delivery([line('set-sakura')]))
    await op.advance(order.order.id, 'accepted')
    await op.settle()
    const texts = op.sent.length
    expect(op.sent.at(-1)?.text).toContain(String(order.order.id))

    const refused = await op.requestCode(newPhone())
    expectApiError(refused, 503, en.auth.smsBudget)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const inBulgarian = await op.requestCode(newPhone(), { lang: 'bg' })
    expectApiError(inBulgarian, 503, bg.auth.smsBudget)
    // Refused before the provider: nothing more was sent, and the manager heard once.
    expect(op.sent.length).toBe(texts)
    await op.settle()
    expect(smsMails()).toHaveLength(1)

    // A new hour: the day still has three texts, and at its 80 % (7 of 8) the manager hears again.
    op.clock.advance(HOUR)
    expect((await op.requestCode(newPhone())).status).toBe(200)
    expect((await op.requestCode(newPhone())).status).toBe(200)
    await op.settle()
    expect(smsMails().at(-1)?.subject).toBe(
      fill(bg.operator.mail.smsBudget.subject, {
        sent: 7,
        budget: 8,
        window: bg.operator.mail.smsBudget.day,
      }),
    )
  })
})
