// What the browser tests and their config share: the run's port, data folder, stand-ins and staff.

// Another port lets a second run go beside one in progress (E2E_PORT).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210)
// A fresh embedded database per run (scripts/e2e.mjs empties data/e2e first), one per port.
export const E2E_DATA = `data/e2e/${E2E_PORT}`
export const baseURL = `http://127.0.0.1:${E2E_PORT}`
/** The stand-in Photon the shop's address suggestions ask (tests/support/fake-photon.ts). */
export const PHOTON_URL = `http://127.0.0.1:${E2E_PORT + 20_000}`
/** The stand-in tile server the shop's maps draw from (tests/support/fake-tiles.ts). */
export const TILES_URL = `http://127.0.0.1:${E2E_PORT + 21_000}`
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
