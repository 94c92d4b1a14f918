import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { answers, customer, EuroCents, one, params, settingOf } from './http'

// The customer's bonus balance and history, and the referral code that earns more.

export const BonusRules = z.object({
  cashbackPercent: z.number().min(0).max(100),
  spendCapPercent: z.number().min(0).max(100),
  welcomeBonus: EuroCents,
  referralBonus: EuroCents,
  reviewBonus: EuroCents,
  /** The birthday gift, once a year (0: none). */
  birthdayBonus: EuroCents,
  /** The gift is granted from this many days before the birthday to as many after it. */
  birthdayDays: z.int().min(0).max(30),
})
export type BonusRules = z.infer<typeof BonusRules>

/**
 * A shop whose manager never set a birthday gift gives none (and promises none): the profile modal
 * once promised a gift that no rule gave.
 */
const NO_BIRTHDAY_GIFT = { birthdayBonus: 0, birthdayDays: 3 }

/** The bonus rules in effect: the site_values row `bonus_rules`, no birthday gift unless it sets one. */
export const bonusRulesOf = settingOf(BonusRules, NO_BIRTHDAY_GIFT)

const BonusEntry = z.object({
  id: z.int(),
  amount: z.int(),
  kind: z.string(),
  status: z.string(),
  orderId: z.int().nullable(),
  createdAt: z.string(),
})

const Bonuses = z.object({
  balance: z.int(),
  pending: z.int(),
  rules: BonusRules,
  history: z.array(BonusEntry),
})

const Referral = z.object({
  code: z.string(),
  referrerId: z.int(),
  invited: z.int(),
  earned: z.int(),
})

export const bonuses = createRoute({
  method: 'get',
  path: '/bonuses',
  tags: ['bonuses'],
  summary: 'Bonus balance, pending cashback, history and the rules',
  ...customer,
  responses: answers(one(Bonuses)),
})

export const referralCode = createRoute({
  method: 'get',
  path: '/referral-codes/{code}',
  tags: ['bonuses'],
  summary: 'The customer id behind a referral link (for the referral cookie)',
  request: { params: params('code') },
  responses: answers(one(z.object({ referrerId: z.int() })), 404),
})

export const referral = createRoute({
  method: 'get',
  path: '/referral',
  tags: ['bonuses'],
  summary: 'The referral code, how many joined with it, and the bonuses it earned',
  ...customer,
  responses: answers(one(Referral)),
})
