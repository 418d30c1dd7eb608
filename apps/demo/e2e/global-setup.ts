/**
 * Starts devnet on free ports, builds the demo against it, serves the build on a free port
 * and tells the workers where both are. The returned function is Playwright's teardown.
 */
import { startDevnet } from 'devnet'
import { allowDemoOrigin } from '../scripts/lib/allow-origin.js'
import { buildDemo, serveDemo } from '../scripts/lib/demo-server.js'
import { readDevnetEndpoints } from '../scripts/lib/devnet-endpoints.js'
import { E2E_ENV_VAR, type E2eEnv } from './e2e-env.js'

/** KEYWAY_E2E_OUT_DIR lets two suites run side by side without sharing a build folder. */
const OUT_DIR = process.env.KEYWAY_E2E_OUT_DIR ?? 'dist/e2e'

export default async function globalSetup(): Promise<() => Promise<void>> {
  const devnet = await startDevnet({ ports: 'free' })
  try {
    const endpoints = readDevnetEndpoints(JSON.stringify(devnet.urls))
    await buildDemo({ devnet: endpoints, outDir: OUT_DIR })
    const server = await serveDemo({ devnet: endpoints, outDir: OUT_DIR, port: 0 })
    await allowDemoOrigin({ configApi: devnet.urls.configApi, origin: new URL(server.url).origin })
    const env: E2eEnv = {
      demoUrl: server.url,
      devnet: {
        urls: devnet.urls,
        accounts: { evm: devnet.accounts.evm, solana: devnet.accounts.solana },
        solanaCaipNetworkId: `solana:${devnet.solana.genesisHash.slice(0, 32)}`,
      },
    }
    process.env[E2E_ENV_VAR] = JSON.stringify(env)
    return async () => {
      await server.close()
      await devnet.stop()
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}
