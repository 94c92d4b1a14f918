import { defineConfig, devices } from '@playwright/test'

// Another port lets a second run go beside one in progress (E2E_PORT).
const PORT = Number(process.env.E2E_PORT ?? 3210)
// A fresh embedded database per run (scripts/e2e.mjs empties data/e2e first), one per port.
export const E2E_DATA = `data/e2e/${PORT}`
export const baseURL = `http://127.0.0.1:${PORT}`
/** The stand-in Photon the shop's address suggestions ask (tests/support/fake-photon.ts). */
export const PHOTON_URL = `http://127.0.0.1:${PORT + 20_000}`
/** The stand-in tile server the shop's maps draw from (tests/support/fake-tiles.ts). */
export const TILES_URL = `http://127.0.0.1:${PORT + 21_000}`
/** The kitchen's account, made before the server starts (npm run operator:create). */
export const E2E_STAFF = {
  email: 'e2e-kitchen@staff.example',
  password: 'e2e kitchen password 0123',
}
/** An admin for the console's admin pages; the same password (OPERATOR_PASSWORD). */
export const E2E_ADMIN = { email: 'e2e-admin@staff.example', password: E2E_STAFF.password }
/** The courier who carries deliveries (a delivery goes on its way only with one). */
export const E2E_COURIER = { email: 'e2e-courier@staff.example', password: E2E_STAFF.password }

// Debian's Chromium, never a downloaded browser; scripts/e2e.mjs installs it when missing.
export const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'list' : 'line',
  // CI's machine runs these about 2.5 times slower than a developer's (8.5 against 3.4 minutes), where
  // the longest journeys took 25 s.
  timeout: 45_000,
  expect: { timeout: 5_000 },
  use: { baseURL, launchOptions: chromium, trace: 'retain-on-failure' },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: [
    {
      command: `npx tsx tests/support/fake-photon.ts ${PORT + 20_000}`,
      url: `${PHOTON_URL}/api?q=ready`,
      reuseExistingServer: false,
    },
    {
      command: `npx tsx tests/support/fake-tiles.ts ${PORT + 21_000}`,
      url: `${TILES_URL}/requests`,
      reuseExistingServer: false,
    },
    {
      command: `npm run -s operator:create -- --email ${E2E_STAFF.email} --name Kitchen --role kitchen --if-missing && npm run -s operator:create -- --email ${E2E_ADMIN.email} --name Admin --role admin --if-missing && npm run -s operator:create -- --email ${E2E_COURIER.email} --name Courier --role courier --if-missing && node scripts/start.mjs`,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATA_DIR: E2E_DATA,
        SMS_OUTBOX_FILE: `${E2E_DATA}/sms.jsonl`,
        // Every browser test signs in from 127.0.0.1.
        SMS_SENDS_PER_IP_HOUR: '10000',
        // The whole suite texts more than a shop's hourly budget (sign-ins, status, new times, fixes).
        SMS_BUDGET_HOUR: '10000',
        SMS_BUDGET_DAY: '10000',
        // Tests sign the same customer in from two browsers within a minute.
        SMS_RESEND_SECONDS: '0',
        PUBLIC_ORIGIN: baseURL,
        OPERATOR_PASSWORD: E2E_STAFF.password,
        GEOCODER_PROVIDER: 'photon',
        GEOCODER_URL: PHOTON_URL,
        TILE_URL: `${TILES_URL}/{z}/{x}/{y}.png`,
        TILE_ATTRIBUTION: '© Test tiles',
        // Web Push on (docs/push.md): a pair made for the tests only, never a shop's.
        VAPID_PUBLIC_KEY:
          'BAOzT7xQ2CXIc3MAqdF7yGSKI7Moj-teEJTNK4ad9Y-sol6kes2a0uko9Bz_7qod0J8Buc0afhrr9DTpFAqcNYE',
        VAPID_PRIVATE_KEY: 'H2r96IhGjdhOqqh_GFNPXdwLS6LSYIrWV1J9bUZmJJM',
        VAPID_SUBJECT: 'mailto:e2e@shop.example',
      },
    },
  ],
})
