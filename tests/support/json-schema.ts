/** The part of OpenAPI 3.0's schema objects that zod's openapi-3.0 output uses. */
export type SchemaObject = {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean'
  nullable?: boolean
  enum?: unknown[]
  properties?: Record<string, SchemaObject>
  required?: string[]
  additionalProperties?: boolean | SchemaObject
  items?: SchemaObject
  anyOf?: SchemaObject[]
  oneOf?: SchemaObject[]
  allOf?: SchemaObject[]
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
}

/**
 * Where `value` breaks `schema` (an empty list when it conforms). Small on purpose: types,
 * nullable, enum, required and known properties, items, additionalProperties, bounds, and the
 * combinators.
 */
export function violations(schema: SchemaObject, value: unknown, at = '$'): string[] {
  if (value === null) return schema.nullable || schema.type === undefined ? [] : [`${at}: null`]
  if (schema.anyOf || schema.oneOf) {
    const options = schema.anyOf ?? schema.oneOf ?? []
    const matching = options.filter((option) => violations(option, value, at).length === 0)
    return matching.length > 0 ? [] : [`${at}: matches none of ${options.length} schemas`]
  }
  const problems = (schema.allOf ?? []).flatMap((part) => violations(part, value, at))
  if (schema.enum && !schema.enum.includes(value)) {
    problems.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`)
  }
  switch (schema.type) {
    case undefined:
      break
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return [`${at}: not an object`]
      const record = value as Record<string, unknown>
      for (const key of schema.required ?? []) {
        if (!(key in record)) problems.push(`${at}.${key}: missing`)
      }
      for (const [key, item] of Object.entries(record)) {
        const known = schema.properties?.[key]
        if (known) problems.push(...violations(known, item, `${at}.${key}`))
        else if (schema.additionalProperties === false) problems.push(`${at}.${key}: unexpected`)
        else if (typeof schema.additionalProperties === 'object') {
          problems.push(...violations(schema.additionalProperties, item, `${at}.${key}`))
        }
      }
      break
    }
    case 'array':
      if (!Array.isArray(value)) return [`${at}: not an array`]
      if (schema.items) {
        const items = schema.items
        value.forEach((item, index) => {
          problems.push(...violations(items, item, `${at}[${index}]`))
        })
      }
      break
    case 'integer':
    case 'number':
      if (typeof value !== 'number' || (schema.type === 'integer' && !Number.isInteger(value))) {
        return [`${at}: not ${schema.type === 'integer' ? 'an integer' : 'a number'}`]
      }
      if (schema.minimum !== undefined && value < schema.minimum) problems.push(`${at}: too small`)
      if (schema.maximum !== undefined && value > schema.maximum) problems.push(`${at}: too big`)
      break
    case 'string':
      if (typeof value !== 'string') return [`${at}: not a string`]
      if (schema.minLength !== undefined && value.length < schema.minLength) {
        problems.push(`${at}: too short`)
      }
      if (schema.maxLength !== undefined && value.length > schema.maxLength) {
        problems.push(`${at}: too long`)
      }
      break
    case 'boolean':
      if (typeof value !== 'boolean') return [`${at}: not a boolean`]
      break
  }
  return problems
}
