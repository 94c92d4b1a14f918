// Every action the audit log records, as `area.verb`. The server may record only these (its
// `audit` takes this type), the log can be filtered by them, and each has its label in the four
// languages (operator.console.audit.actions, the dots as underscores).
export const AUDIT_ACTIONS = [
  'auth.signed_in',
  'auth.signed_out',
  'auth.sign_in_failed',
  'auth.password_changed',
  'auth.totp_enabled',
  'order.status',
  'order.cancelled',
  'order.confirmed',
  'order.promise',
  'order.courier',
  'order.refund',
  'order.fixed',
  'order.phone',
  'invoice.issued',
  'staff.created',
  'staff.updated',
  'staff.password_reset',
  'staff.totp_reset',
  'customer.exported',
  'customer.deleted',
  'category.created',
  'category.updated',
  'category.image',
  'product.created',
  'product.updated',
  'product.image',
  'product.availability',
  'product.modifier_groups',
  'modifier_option.updated',
  'modifier_option.availability',
  'promotion.created',
  'promotion.updated',
  'promotion.image',
  'offer.created',
  'offer.updated',
  'offer.codesGenerated',
  'restaurant.created',
  'restaurant.updated',
  'kitchen.updated',
  'kitchen.device_code',
  'kitchen.device_revoked',
  'region.created',
  'region.updated',
  'site.options',
  'site.settings',
  'site.order_limits',
  'site.retention',
  'site.trader',
  'site.invoicing',
  'site.image',
  'legal.published',
  'redirect.created',
  'redirect.updated',
  'redirect.deleted',
] as const

export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** The kinds of row that have actions `{kind}.{verb}`. */
export type AuditKind<Verb extends string> = AuditAction extends infer A
  ? A extends `${infer Kind}.${Verb}`
    ? Kind
    : never
  : never

/** The locale key of an action's label. */
export const auditActionKey = (action: AuditAction) =>
  `operator.console.audit.actions.${action.replaceAll('.', '_')}`
