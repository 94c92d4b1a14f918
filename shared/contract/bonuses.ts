import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { BonusRules } from '#shared/schemas'
import { answers, customer, one, params } from './http'

// The customer's bonus balance and history, and the referral code that earns more.

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
