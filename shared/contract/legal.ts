import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { CONSENT_PURPOSES, LEGAL_DOCS } from '#shared/legal'
import { answers, body, customer, one } from './http'

// The legal pages as the storefront shows them, and a signed-in customer's cookie choice.

/** One legal page as the storefront shows it: its current version, in one language. */
export const LegalPage = z.object({
  doc: z.enum(LEGAL_DOCS),
  version: z.int(),
  /** When this version was saved (ISO 8601). */
  publishedAt: z.string(),
  template: z.boolean(),
  title: z.string(),
  body: z.string(),
})
export type LegalPage = z.infer<typeof LegalPage>

export const legalPage = createRoute({
  method: 'get',
  path: '/legal/{doc}',
  tags: ['site'],
  summary:
    "A legal page's current version (terms of sale, privacy notice, cookies policy, accessibility statement)",
  request: { params: z.object({ doc: z.enum(LEGAL_DOCS) }) },
  responses: answers(one(LegalPage), 404),
})

export const Consent = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  granted: z.boolean(),
  /** The cookies policy's version the answer was given under (null: none was published). */
  policyVersion: z.int().nullable(),
  at: z.string(),
})

export const recordConsent = createRoute({
  method: 'post',
  path: '/consents',
  tags: ['profile'],
  summary:
    "Records a signed-in customer's answer to the cookie choice, with the time and the cookies policy's version",
  ...customer,
  request: {
    body: body(z.object({ purpose: z.enum(CONSENT_PURPOSES), granted: z.boolean() })),
  },
  responses: answers(one(Consent)),
})
