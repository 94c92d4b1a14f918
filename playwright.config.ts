import { defineConfig, devices } from '@playwright/test'

import {
  baseURL,
  chromium,
  E2E_ADMIN,
  E2E_COURIER,
  E2E_DATA,
  E2E_PORT,
  E2E_STAFF,
  PHOTON_URL,
  TILES_URL,
} from './tests/e2e/support/config'

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
      command: `npx tsx tests/support/fake-photon.ts ${E2E_PORT + 20_000}`,
      url: `${PHOTON_URL}/api?q=ready`,
      reuseExistingServer: false,
    },
    {
      command: `npx tsx tests/support/fake-tiles.ts ${E2E_PORT + 21_000}`,
      url: `${TILES_URL}/requests`,
      reuseExistingServer: false,
    },
    {
      command: `npm run -s operator:create -- --email ${E2E_STAFF.email} --name Kitchen --role kitchen --if-missing && npm run -s operator:create -- --email ${E2E_ADMIN.email} --name Admin --role admin --if-missing && npm run -s operator:create -- --email ${E2E_COURIER.email} --name Courier --role courier --if-missing && npm start -s`,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(E2E_PORT),
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
