/** A configuration problem: a sentence for the operator, never a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}
