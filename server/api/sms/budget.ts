import { sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { eventsInWindow, type Limit, record, retryAfter } from '#server/api/auth/rate-limit'
import type { CatalogStore } from '#server/api/catalog/store'
import type { Mailer } from '#server/api/mail'
import type { Database } from '#server/db/client'
import { SMS_BUDGET_MAIL } from '#server/jobs/kinds'
import type { JobQueue } from '#server/jobs/queue'
import { translate } from '#shared/i18n'
import { DEFAULT_LANG } from '#shared/locales'
import type { SmsSender } from './sender'

/** Texts the whole shop may send (SMS_BUDGET_HOUR, SMS_BUDGET_DAY): what pumping can cost at most. */
export type SmsBudget = { perHour: number; perDay: number }

const HOUR = 60 * 60 * 1000
const SHOP = 'shop'
/** The manager hears of it once a window, when this share of the budget is spent. */
const ALERT_SHARE = 0.8

/** Refused before the provider is called: the shop's texts for the hour or day are spent. */
export class SmsBudgetSpent extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('the shop-wide SMS budget is spent')
  }
}

const windows = (budget: SmsBudget) =>
  [
    { name: 'hour', limit: { bucket: 'sms:shop', max: budget.perHour, windowMs: HOUR } },
    { name: 'day', limit: { bucket: 'sms:shop', max: budget.perDay, windowMs: 24 * HOUR } },
  ] as const satisfies { name: string; limit: Limit }[]

/**
 * Every text the shop sends, sign-in codes and order statuses alike, counted against one budget
 * per hour and per day (security.md SMS-05): per-phone and per-address limits do not stop pumping
 * spread over many numbers and addresses. Counted under an advisory lock on every instance before
 * the provider is called; past the budget `send` throws SmsBudgetSpent. At 80 % of either window
 * the site's email_admin gets an e-mail (a durable job), once per window.
 */
export function budgetedSms(
  sender: SmsSender,
  deps: {
    db: Database
    jobs: JobQueue
    now: () => Date
    log: Logger
    budget: SmsBudget
    mailer: Mailer
    catalog: CatalogStore
  },
): SmsSender {
  const { db, jobs, log } = deps

  jobs.work(SMS_BUDGET_MAIL, async ({ window, sent, budget }) => {
    const { settings } = await deps.catalog.view(DEFAULT_LANG, deps.now())
    const t = (key: string) =>
      translate(DEFAULT_LANG, `operator.mail.smsBudget.${key}`, {
        sent,
        budget,
        window: translate(DEFAULT_LANG, `operator.mail.smsBudget.${window}`),
      })
    await deps.mailer.send({ to: settings.email_admin, subject: t('subject'), text: t('text') })
    log.info({ event: 'sms_budget_mail_sent', window }, 'sms budget alert mailed')
  })

  const claim = (now: Date) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sms-budget'))`)
      for (const { limit } of windows(deps.budget)) {
        const wait = await retryAfter(tx, limit, SHOP, now)
        if (wait > 0) return wait
      }
      await record(tx, 'sms:shop', SHOP, now)
      for (const { name, limit } of windows(deps.budget)) {
        const threshold = Math.ceil(limit.max * ALERT_SHARE)
        const sent = await eventsInWindow(tx, limit, SHOP, now)
        const alert = { bucket: `sms-alert:${name}`, max: 1, windowMs: limit.windowMs }
        if (sent < threshold || (await retryAfter(tx, alert, SHOP, now)) > 0) continue
        await record(tx, alert.bucket, SHOP, now)
        log.warn({ event: 'sms_budget_alert', window: name, sent, budget: limit.max }, 'sms budget')
        await jobs.send(tx, SMS_BUDGET_MAIL, { window: name, sent, budget: limit.max }, now)
      }
      return 0
    })

  return {
    name: sender.name,
    async send(to, text) {
      const wait = await claim(deps.now())
      if (wait > 0) {
        log.error({ event: 'sms_budget_spent' }, 'sms refused: the shop-wide budget is spent')
        throw new SmsBudgetSpent(wait)
      }
      await sender.send(to, text)
    },
  }
}
