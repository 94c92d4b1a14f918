import { expect, it } from 'vitest'
import { BROWSER, createTestApp } from './app'

const { app } = await createTestApp()
const { app: secure } = await createTestApp({ https: true })
const dismiss = (back: string, https = false) =>
  (https ? secure : app).request('/attention', {
    method: 'POST',
    headers: { 'User-Agent': BROWSER, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ back }),
  })

it('marks the popup seen for 4 hours and goes back to the page the visitor was on', async () => {
  const response = await dismiss('/en/menu?sort=price-asc')
  expect(response.status).toBe(303)
  expect(response.headers.get('location')).toBe('/en/menu?sort=price-asc')
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(response.headers.get('set-cookie')).toMatch(
    /^attention=1; Max-Age=14400; Path=\/; SameSite=Lax$/,
  )
  const cookie = (await dismiss('/', true)).headers.get('set-cookie')
  expect(cookie).toContain('; Secure')
  // The next page leaves the popup out.
  const page = await app.request('/en/menu', {
    headers: { 'User-Agent': BROWSER, Cookie: 'lang=en; attention=1' },
  })
  expect(await page.text()).not.toContain('attention-modal')
})

it('never sends the visitor to another site, whatever the form says', async () => {
  for (const back of [
    '//evil.example/',
    '/\\evil.example',
    'https://evil.example/',
    'menu',
    '/a\r\nSet-Cookie: x=1',
    '',
  ])
    expect((await dismiss(back)).headers.get('location')).toBe('/')
  const empty = await app.request('/attention', {
    method: 'POST',
    headers: { 'User-Agent': BROWSER },
  })
  expect(empty.status).toBe(303)
  expect(empty.headers.get('location')).toBe('/')
})

it('refuses a form past 4 KB', async () => {
  const response = await dismiss(`/${'a'.repeat(5000)}`)
  expect(response.status).toBe(413)
  expect(response.headers.get('set-cookie')).toBeNull()
})
