import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { logMailer, type Mail } from '#server/api/mail'
import { logCapture } from './auth'

/** The mail stand-in writing to a fresh outbox file, its log, and the mails sent so far, oldest first. */
export function mailOutbox() {
  const outbox = join(mkdtempSync(join(tmpdir(), 'mail-')), 'outbox.jsonl')
  const log = logCapture()
  return {
    log,
    mailer: logMailer(log.log, outbox),
    mails: (): Mail[] =>
      existsSync(outbox)
        ? readFileSync(outbox, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((l) => JSON.parse(l))
        : [],
  }
}
