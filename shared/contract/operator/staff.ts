import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { AUDIT_ACTIONS } from '#shared/audit'
import { answers, body, created, list, one, params, QueryRowId, staff } from '#shared/contract/http'
import { PASSWORD_MAX, PASSWORD_MIN, STAFF_ROLES } from '#shared/staff'
import { Email } from './fields'

// The console's staff side: signing in and out, one's own account (password, two-step sign-in),
// the admins' staff accounts and the audit log.

// The most common passwords of 12 characters or more in public breach lists (shorter ones are
// refused anyway), compared without case.
const COMMON = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456789123',
  '1234567891011',
  '123123123123',
  '111111111111',
  '000000000000',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'zaq12wsxcde3',
  'qazwsxedcrfv',
  'qwertyuiop12',
  'qwertyuiop123',
  'qwertyuiopasdf',
  'qwerty123456',
  'qwertyqwerty',
  'asdfghjkl123',
  'abcdefghijkl',
  'abc123456789',
  'abcd12345678',
  'password1234',
  'password12345',
  'password123456',
  'passwordpassword',
  'password123!',
  'p@ssw0rd1234',
  'iloveyou1234',
  'administrator',
  'admin1234567',
  'admin123456789',
  'welcome12345',
  'welcome123456',
  'letmein12345',
  'changeme1234',
  'football1234',
  'baseball1234',
  'sunshine1234',
  'princess1234',
  'superman1234',
  'starwars1234',
  'whatever1234',
  'monkey123456',
  'dragon123456',
  'master123456',
  'trustno11234',
])

/**
 * A new password: 12 to 128 characters (PCI DSS 8.3.6) and none of the common ones. The refusal's
 * message is a translation key, which the API's validation answers in the request's language.
 */
export const NewPassword = z
  .string()
  .min(PASSWORD_MIN)
  .max(PASSWORD_MAX)
  .refine((password) => {
    const lower = password.toLowerCase()
    return !COMMON.has(lower) && !/^(.)\1+$/.test(lower)
  }, 'operator.password.common')

const Name = z.string().trim().min(1).max(100)

/** A new account: `npm run operator:create` checks its arguments with it too. */
export const StaffCreate = z.object({
  email: Email,
  name: Name,
  role: z.enum(STAFF_ROLES),
  password: NewPassword,
})
const StaffUpdate = z.object({
  name: Name.optional(),
  role: z.enum(STAFF_ROLES).optional(),
  active: z.boolean().optional(),
})
const PasswordReset = z.object({ password: NewPassword })

/** A staff member as the console shows them: never the hash or the TOTP secret. */
export const StaffView = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  totpEnabled: z.boolean(),
  createdAt: z.string(),
})
export type StaffView = z.infer<typeof StaffView>

const SignIn = z.object({
  // Not checked as an e-mail: every string gets the same answer as a wrong password.
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().max(PASSWORD_MAX),
  /** The authenticator's code, once two-step sign-in is on. */
  code: z.string().max(10).optional(),
})
const PasswordChange = z.object({
  currentPassword: z.string().max(PASSWORD_MAX),
  newPassword: NewPassword,
})
const TotpEnrol = z.object({ password: z.string().max(PASSWORD_MAX) })
const TotpConfirm = z.object({ code: z.string().max(10) })

const Done = z.object({ success: z.literal(true) })
const Member = one(StaffView)

export const signIn = createRoute({
  method: 'post',
  path: '/operator/sign-in',
  tags: ['operator'],
  summary:
    'Staff sign-in with e-mail, password and, when two-step sign-in is on, the code: a staff token. 5 misses lock the account for 15 minutes (429)',
  request: { body: body(SignIn) },
  // Public: a wrong password or code is this endpoint's own 401, not a missing session.
  responses: answers(z.object({ token: z.string(), data: StaffView }), 401, 429),
})

export const signOut = createRoute({
  method: 'post',
  path: '/operator/sign-out',
  tags: ['operator'],
  summary: 'End this staff session',
  ...staff('courier'),
  responses: answers(Done),
})

export const me = createRoute({
  method: 'get',
  path: '/operator/me',
  tags: ['operator'],
  summary: 'The signed-in staff member (role, two-step sign-in)',
  ...staff('courier'),
  responses: answers(Member),
})

export const changePassword = createRoute({
  method: 'post',
  path: '/operator/me/password',
  tags: ['operator'],
  summary: 'Change your own password (other sessions end)',
  ...staff('courier'),
  request: { body: body(PasswordChange) },
  responses: answers(Done, 429),
})

export const startTotp = createRoute({
  method: 'post',
  path: '/operator/me/totp',
  tags: ['operator'],
  summary:
    'Start two-step sign-in: a secret and its otpauth:// URI for an authenticator app; enforced once confirmed',
  ...staff('courier'),
  request: { body: body(TotpEnrol) },
  responses: answers(one(z.object({ secret: z.string(), uri: z.string() })), 409, 429),
})

export const confirmTotp = createRoute({
  method: 'post',
  path: '/operator/me/totp/confirm',
  tags: ['operator'],
  summary: 'Confirm two-step sign-in with a first code: from now on sign-in needs one',
  ...staff('courier'),
  request: { body: body(TotpConfirm) },
  responses: answers(Member, 409),
})

export const staffList = createRoute({
  method: 'get',
  path: '/operator/staff',
  tags: ['operator'],
  summary: 'Every staff account, by name',
  ...staff('admin'),
  responses: answers(list(StaffView)),
})

export const createStaff = createRoute({
  method: 'post',
  path: '/operator/staff',
  tags: ['operator'],
  summary: 'Create a staff account (password of 12 to 128 characters, not a common one)',
  ...staff('admin'),
  request: { body: body(StaffCreate) },
  responses: created(Member, 409),
})

export const updateStaff = createRoute({
  method: 'post',
  path: '/operator/staff/{id}',
  tags: ['operator'],
  summary: 'Change a name or role, disable (ends the sessions) or enable an account',
  ...staff('admin'),
  request: { params: params('id'), body: body(StaffUpdate) },
  responses: answers(Member, 404, 409),
})

export const resetPassword = createRoute({
  method: 'post',
  path: '/operator/staff/{id}/password',
  tags: ['operator'],
  summary: 'Set a new password for someone (ends their sessions and lifts a lock-out)',
  ...staff('admin'),
  request: { params: params('id'), body: body(PasswordReset) },
  responses: answers(Member, 404),
})

export const resetTotp = createRoute({
  method: 'post',
  path: '/operator/staff/{id}/totp/reset',
  tags: ['operator'],
  summary: 'Turn off two-step sign-in for someone who lost their authenticator',
  ...staff('admin'),
  request: { params: params('id'), body: body(z.object({})) },
  responses: answers(Member, 404),
})

export const AuditQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
  staffId: QueryRowId.optional().describe("one staff member's entries"),
  action: z.enum(AUDIT_ACTIONS).optional().describe('one kind of action'),
  orderId: QueryRowId.optional().describe('the entries about one order (its number)'),
})

export const AuditEntry = z.object({
  id: z.int(),
  at: z.string(),
  action: z.string(),
  staff: z.object({ id: z.int(), name: z.string(), email: z.string() }).nullable(),
  target: z.object({ type: z.string(), id: z.string() }).nullable(),
  // What was recorded is the action's own: any JSON.
  before: z.unknown(),
  after: z.unknown(),
  details: z.unknown(),
  ip: z.string().nullable(),
})
export type AuditEntry = z.infer<typeof AuditEntry>

export const AuditPage = z.object({
  data: z.array(AuditEntry),
  meta: z.object({ page: z.int(), perPage: z.int(), total: z.int() }),
})
export type AuditPage = z.infer<typeof AuditPage>

export const auditLog = createRoute({
  method: 'get',
  path: '/operator/audit',
  tags: ['operator'],
  summary:
    'The audit log, newest first: who did what to what, before and after, from where; by person, action or order',
  ...staff('admin'),
  request: { query: AuditQuery },
  responses: answers(AuditPage),
})
