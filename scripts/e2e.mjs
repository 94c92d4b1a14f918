// Browser tests in Debian's Chromium: installed from Debian's packages when missing (never a
// browser download), then Playwright against the production build.
import { execSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `${chromium} is missing; install Debian's chromium package (apt-get install chromium).`,
    )
    process.exit(1)
  }
  console.log('Installing Chromium from Debian packages…')
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  })
}
// Every run starts from a freshly seeded database.
rmSync('data/e2e', { recursive: true, force: true })
execSync('npx playwright test', {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
})
