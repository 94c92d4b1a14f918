import { ConfigError } from '#server/config-error'
import { createVivaClient, type VivaClient, vivaHosts } from './viva'
import { createVivaSimulator } from './viva-simulator'

export type VivaSettings = {
  VIVA_MODE: 'simulator' | 'demo' | 'live'
  VIVA_CLIENT_ID?: string | undefined
  VIVA_CLIENT_SECRET?: string | undefined
  VIVA_MERCHANT_ID?: string | undefined
  VIVA_API_KEY?: string | undefined
  VIVA_SOURCE_CODE?: string | undefined
}

// The simulator's own credentials: it accepts only these, like Viva accepts only yours.
const SIMULATOR = {
  clientId: 'simulator-client',
  clientSecret: 'simulator-secret',
  merchantId: 'simulator-merchant',
  apiKey: 'simulator-key',
}
export const SIMULATOR_PATH = '/_viva'

/**
 * The Viva client for the configured mode. By default a local simulator with Viva's HTTP contract
 * serves the token, order, hosted page, transaction and webhook calls, so the flow runs offline.
 */
export function setUpViva(
  settings: VivaSettings,
  publicOrigin: string,
  /** Hands a webhook body to our own API; answers its status. */
  deliverWebhook: (body: string) => Promise<number>,
): { viva: VivaClient; simulator?: ReturnType<typeof createVivaSimulator> } {
  if (settings.VIVA_MODE !== 'simulator') {
    const { VIVA_CLIENT_ID, VIVA_CLIENT_SECRET, VIVA_MERCHANT_ID, VIVA_API_KEY, VIVA_SOURCE_CODE } =
      settings
    if (
      !VIVA_CLIENT_ID ||
      !VIVA_CLIENT_SECRET ||
      !VIVA_MERCHANT_ID ||
      !VIVA_API_KEY ||
      !VIVA_SOURCE_CODE
    ) {
      throw new ConfigError(
        `VIVA_MODE=${settings.VIVA_MODE} needs VIVA_CLIENT_ID, VIVA_CLIENT_SECRET, VIVA_MERCHANT_ID, VIVA_API_KEY and VIVA_SOURCE_CODE.`,
      )
    }
    const viva = createVivaClient({
      ...vivaHosts(settings.VIVA_MODE),
      clientId: VIVA_CLIENT_ID,
      clientSecret: VIVA_CLIENT_SECRET,
      merchantId: VIVA_MERCHANT_ID,
      apiKey: VIVA_API_KEY,
      sourceCode: VIVA_SOURCE_CODE,
    })
    return { viva }
  }
  const base = `${publicOrigin}${SIMULATOR_PATH}`
  const simulator = createVivaSimulator({
    ...SIMULATOR,
    successUrl: `${publicOrigin}/api/success-viva-redirect-url`,
    failureUrl: `${publicOrigin}/api/fail-viva-redirect-url`,
    webhookUrl: `${publicOrigin}/api/payments/viva/webhook`,
    deliver: (body) => deliverWebhook(typeof body === 'string' ? body : JSON.stringify(body)),
    basePath: SIMULATOR_PATH,
  })
  const viva = createVivaClient({
    accountsUrl: base,
    apiUrl: base,
    checkoutUrl: base,
    ...SIMULATOR,
    sourceCode: 'Default',
    // In this process: the hosted page is reached by the browser, the API calls need no network.
    fetch: async (url, init) =>
      simulator.app.request(new URL(url).pathname + new URL(url).search, init),
  })
  return { viva, simulator }
}
