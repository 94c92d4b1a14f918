import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { engines, freshDatabase } from '#tests/support/databases'
import { createLogger } from './log'

// ASVS 16.2.5: an error line tells what failed and where, never the customer's data that the
// failing query carried (its parameters, or PostgreSQL's detail naming a row's values).
const ADDRESS = '22 Graf Ignatiev St, entrance A, floor 3'
const COMMENT = 'Ring twice, my neighbour is Ivan Petrov'

function capture() {
  const lines: string[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean))
      done()
    },
  })
  return { log: createLogger('info', sink), lines }
}

describe.each(await engines())('error lines on %s', async (engine) => {
  const database = await freshDatabase(engine)
  afterAll(() => database.close())

  it('carry the failure and its stack, not the query parameters', async () => {
    const error = await database.db
      .execute(sql`select ${ADDRESS}::int + ${COMMENT}::int as n, ${4242} as customer`)
      .then(
        () => null,
        (reason: unknown) => reason,
      )
    expect(String((error as Error).message)).toContain(ADDRESS)
    const { log, lines } = capture()
    log.error({ err: error }, 'unhandled API error')
    const line = lines.join('\n')
    expect(line).not.toContain(ADDRESS)
    expect(line).not.toContain(COMMENT)
    expect(line).not.toContain('4242')
    const { err } = JSON.parse(lines[0]!) as { err: { message: string; stack: string } }
    expect(err.message).toMatch(/^Failed query: select \$1::int/)
    expect(err.stack).toMatch(/\n\s+at /)
    expect(line).toMatch(/invalid input syntax for type integer/)
  })

  it('drop the values a constraint names in its detail', async () => {
    await database.db.execute(sql`create temporary table t (phone text unique)`)
    await database.db.execute(sql`insert into t values (${'359887001234'})`)
    const error = await database.db.execute(sql`insert into t values (${'359887001234'})`).then(
      () => null,
      (reason: unknown) => reason,
    )
    const { log, lines } = capture()
    log.error({ err: error }, 'unhandled API error')
    expect(lines.join('\n')).not.toContain('359887001234')
    expect(lines.join('\n')).toMatch(/duplicate key value violates unique constraint/)
  })
})
