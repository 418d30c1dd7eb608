/**
 * Starts devnet on free ports and frame-host beside it, builds the demo against both, serves
 * the build on a free port and tells the workers where all three are. Three origins, two
 * sites: the demo on 127.0.0.1, devnet on other 127.0.0.1 ports, frame-host on `localhost`,
 * so the wallet frame is cross-site to the dapp as in production. The returned function is
 * Playwright's teardown.
 */
import { startDevnet } from '@keyway/devnet'
import { allowDemoOrigin } from '../scripts/lib/allow-origin.js'
import { buildDemo, serveDemo } from '../scripts/lib/demo-server.js'
import { readDevnetEndpoints } from '../scripts/lib/devnet-endpoints.js'
import { type RunningFrameHost, startFrameHost } from '../scripts/lib/frame-host.js'
import { freePort } from '../scripts/lib/free-port.js'
import { E2E_ENV_VAR, type E2eEnv } from './e2e-env.js'
import { describeFindings, type KnownSecret, scanLogs, secretsOfMail } from './log-scan.js'

/** KEYWAY_E2E_OUT_DIR lets two suites run side by side without sharing a build folder. */
const OUT_DIR = process.env.KEYWAY_E2E_OUT_DIR ?? 'dist/e2e'

/** The apps of apps/examples/ the suite serves (e2e/examples/). */
const EXAMPLE_APPS = ['wagmi', 'solana-wallet-adapter', 'nextjs'] as const

export default async function globalSetup(): Promise<() => Promise<void>> {
  const devnet = await startDevnet({ ports: 'free' })
  // Every address, code and link token devnet mails during the run: none may be logged.
  const mailedSecrets: KnownSecret[] = []
  devnet.mailbox.onMail((mail) => mailedSecrets.push(...secretsOfMail(mail)))
  let frameHost: RunningFrameHost | undefined
  try {
    const solanaCaipNetworkId = `solana:${devnet.solana.genesisHash.slice(0, 32)}`
    const [evm1, evm2] = devnet.evm.chains
    if (!evm1 || !evm2) throw new Error('devnet did not start two EVM chains')
    frameHost = await startFrameHost({
      configApi: devnet.urls.configApi,
      smtp: devnet.urls.smtp,
      oauth: devnet.urls.oauth,
      blockchainApi: devnet.urls.blockchainApi,
      chainRpcUrls: {
        [`eip155:${evm1.chainId}`]: devnet.urls.evmRpc,
        [`eip155:${evm2.chainId}`]: devnet.urls.evmRpc2,
        [solanaCaipNetworkId]: devnet.urls.solanaRpc,
      },
      smartAccounts: devnet.smartAccounts,
      farcasterIdRegistry: devnet.farcasterIdRegistry,
      keepOutput: true,
    })
    const endpoints = readDevnetEndpoints(
      JSON.stringify({ ...devnet.urls, smartAccounts: devnet.smartAccounts }),
      {
        frameHost: frameHost.url,
      },
    )
    await buildDemo({ devnet: endpoints, outDir: OUT_DIR })
    const server = await serveDemo({ devnet: endpoints, outDir: OUT_DIR, port: 0 })
    // The configuration service's allowed origins are also frame-host's frame-ancestors.
    await allowDemoOrigin({ configApi: devnet.urls.configApi, origin: new URL(server.url).origin })
    const examplePorts: Record<string, number> = {}
    for (const name of EXAMPLE_APPS) {
      examplePorts[name] = await freePort()
      await allowDemoOrigin({
        configApi: devnet.urls.configApi,
        origin: `http://127.0.0.1:${examplePorts[name]}`,
      })
    }
    const env: E2eEnv = {
      demoUrl: server.url,
      examplePorts,
      frameHost: { url: frameHost.url, listenUrl: frameHost.listenUrl },
      devnet: {
        urls: devnet.urls,
        accounts: { evm: devnet.accounts.evm, solana: devnet.accounts.solana },
        solanaCaipNetworkId,
        delegator7702:
          devnet.accountAbstraction?.smartAccountsEnvironment.implementations
            .EIP7702StatelessDeleGatorImpl,
        smartAccounts: endpoints.smartAccounts,
      },
    }
    process.env[E2E_ENV_VAR] = JSON.stringify(env)
    const running = frameHost
    return async () => {
      await server.close()
      await running.stop()
      await devnet.stop()
      // The whole run's frame-host output, scanned once it has all been written.
      const lines = running.output()
      const findings = scanLogs(lines, mailedSecrets)
      if (findings.length > 0) throw new Error(describeFindings(findings, lines.length))
    }
  } catch (error) {
    await frameHost?.stop()
    await devnet.stop()
    throw error
  }
}
