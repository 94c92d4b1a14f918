import { test as base, expect } from '@playwright/test'
import { holdScripts } from './fixtures'
import { E2E_STAFF } from './support/config'

// Issue 31: staff who type and press Enter before the console's scripts ran. The form used to be
// sent by the browser itself, a GET that put the password in the address bar and reloaded the page
// empty. Now the button waits for the page, and nothing is sent until it is ready.

base('a sign-in typed before the page loaded waits for it, then signs in', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/en/operator/sign-in', { waitUntil: 'domcontentloaded' })
  const button = page.getByRole('button', { name: 'Loading…' })
  await expect(button).toBeDisabled()
  await page.getByLabel('E-mail').fill(E2E_STAFF.email)
  await page.getByLabel('Password').fill(E2E_STAFF.password)
  await page.getByLabel('Password').press('Enter')
  await button.click({ force: true })
  expect(page.url()).toMatch(/\/en\/operator\/sign-in$/)
  expect(page.url()).not.toContain('password')

  release()
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  // What was typed is still there, and the button now signs in.
  await expect(page.getByLabel('E-mail')).toHaveValue(E2E_STAFF.email)
  await expect(page.getByLabel('Password')).toHaveValue(E2E_STAFF.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/en\/operator\/orders/)
})
