import { readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { E2E_DATA } from './config'

let counter = 0

/** A Bulgarian mobile number no other test uses. */
export function uniquePhone(): string {
  counter += 1
  return `35988${String((process.pid * 1000 + counter) % 10_000_000).padStart(7, '0')}`
}

/** The last code the SMS stand-in sent to `phone` (its outbox file). */
export async function lastCode(phone: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(() => {
      const lines = readFileSync(`${E2E_DATA}/sms.jsonl`, 'utf8').trim().split('\n')
      const message = lines
        .map((line) => JSON.parse(line) as { to: string; text: string })
        .filter((m) => m.to === phone)
        .at(-1)
      code = message?.text.match(/\b\d{6}\b/)?.[0]
      return code
    })
    .toBeTruthy()
  return code!
}

export const Auth = {
  async requestCode(page: Page, phone: string) {
    const dialog = page.getByTestId('phone-modal')
    await expect(dialog.getByRole('textbox')).toBeFocused()
    await dialog.getByRole('textbox').fill(phone)
    await dialog.getByRole('button', { name: /continue|продължи/i }).click()
    await expect(page.getByTestId('code-modal')).toBeVisible()
  },
  async enterCode(page: Page, code: string) {
    await page.getByTestId('code-modal').getByRole('textbox').fill(code)
  },
  /** Phone and code; returns the phone used. */
  async signIn(page: Page, phone = uniquePhone()) {
    await Auth.requestCode(page, phone)
    await Auth.enterCode(page, await lastCode(phone))
    await expect(page.getByTestId('code-modal')).toBeHidden()
    return phone
  },
}
