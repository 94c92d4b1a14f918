import { defineConfig, devices } from '@playwright/test'

const PORT = 3210
// A fresh embedded database per run (scripts/e2e.mjs empties it first).
export const E2E_DATA = 'data/e2e'
export const baseURL = `http://127.0.0.1:${PORT}`
export const OPERATOR_KEY = 'e2e-operator-key-0123456789abcdef'

// Debian's Chromium, never a downloaded browser; scripts/e2e.mjs installs it when missing.
const chromium = {
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
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: { baseURL, launchOptions: chromium, trace: 'retain-on-failure' },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    command: 'node scripts/start.mjs',
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
      // Tests sign the same customer in from two browsers within a minute.
      SMS_RESEND_SECONDS: '0',
      PUBLIC_ORIGIN: baseURL,
      OPERATOR_API_KEY: OPERATOR_KEY,
    },
  },
})
