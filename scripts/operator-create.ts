// `npm run operator:create -- --email chef@example.com --name "Chef" [--role admin]`: a staff
// account for the operator console, the first admin above all. The password comes from
// OPERATOR_PASSWORD, else a prompt (twice, not echoed), else the first line of standard input;
// --password works too but stays in the shell's history. --if-missing leaves an existing account
// alone. Uses the database the server does (DATA_DIR or DATABASE_URL); stop a server on the same
// embedded database first: PGlite allows one process at a time.
import { parseArgs } from 'node:util'
import { audit } from '#server/api/operator/staff/audit'
import { createStaff, findStaffByEmail } from '#server/api/operator/staff/staff'
import { openDatabase } from '#server/db/client'
import { readEnv } from '#server/env'
import { StaffCreate } from '#shared/contract/operator/staff'
import { translate } from '#shared/i18n'

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: 'admin' },
    password: { type: 'string' },
    'if-missing': { type: 'boolean', default: false },
  },
})

/** Reads a line from the terminal without showing it. */
function hidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin
    process.stdout.write(question)
    input.setRawMode(true)
    input.resume()
    let line = ''
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          input.setRawMode(false)
          input.pause()
          input.off('data', onData)
          process.stdout.write('\n')
          return resolve(line)
        }
        if (char === '\u0003') return reject(new Error('cancelled'))
        line = char === '\u007f' ? line.slice(0, -1) : line + char
      }
    }
    input.on('data', onData)
  })
}

async function firstLine(): Promise<string> {
  let text = ''
  for await (const chunk of process.stdin) {
    text += chunk
    if (text.includes('\n')) break
  }
  return text.split(/\r?\n/)[0] ?? ''
}

async function password(): Promise<string> {
  if (values.password) return values.password
  if (process.env.OPERATOR_PASSWORD) return process.env.OPERATOR_PASSWORD
  if (!process.stdin.isTTY) return firstLine()
  const first = await hidden('Password (12 characters or more): ')
  if ((await hidden('Once more: ')) !== first) throw new Error('The two passwords differ.')
  return first
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const env = readEnv()
const input = StaffCreate.safeParse({
  email: values.email,
  name: values.name,
  role: values.role,
  password: await password().catch((error: Error) => fail(error.message)),
})
if (!input.success) {
  fail(
    input.error.issues
      .map((issue) => {
        const message = issue.code === 'custom' ? translate('en', issue.message) : issue.message
        return `--${issue.path.join('.')}: ${message}`
      })
      .join('\n'),
  )
}
const where = env.DATABASE_URL ? 'PostgreSQL' : env.DATA_DIR
const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL })
try {
  const { email, name, role } = input.data
  if (await findStaffByEmail(database.db, email)) {
    if (!values['if-missing']) fail(`${email} has an account already in ${where}.`)
    console.log(`${email} has an account already in ${where}; left as it is.`)
  } else {
    const at = new Date()
    const member = (await createStaff(database.db, input.data, at))!
    await audit(database.db, {
      staffId: null,
      action: 'staff.created',
      target: { type: 'staff', id: member.id },
      after: { email, name, role },
      details: { via: 'operator:create' },
      ip: null,
      at,
    })
    console.log(`Created ${role} ${email} (id ${member.id}) in ${where}.`)
  }
} finally {
  await database.close()
}
