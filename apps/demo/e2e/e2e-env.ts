/**
 * What the global setup hands the test workers (through one environment variable, since
 * Playwright runs tests in other processes): the served demo and the devnet it talks to.
 */
import type { DemoSmartAccounts } from '../scripts/lib/devnet-endpoints.js'

export type E2eEnv = {
  demoUrl: string
  /**
   * The 127.0.0.1 port each example app of apps/examples/ is served on, picked and allowed
   * in the `keyway-demo` project before any test runs: frame-host keeps a project's origins
   * for a minute, so an origin added later could be refused that long.
   */
  examplePorts: Readonly<Record<string, number>>
  /** frame-host, the embedded wallet's server: `url` as the browser sees it, on `localhost`. */
  frameHost: { url: string; listenUrl: string }
  devnet: {
    urls: {
      evmRpc: string
      evmRpc2: string
      relay: string
      configApi: string
      blockchainApi: string
      solanaRpc: string
      /** devnet's mailbox (HTTP): frame-host's codes and device links land there. */
      mailbox: string
      /** devnet's OAuth and Farcaster stand-in: the social logins' providers. */
      oauth: string
    }
    accounts: {
      evm: { address: `0x${string}`; privateKey: `0x${string}` }[]
      /** devnet's funded Solana test accounts (base58 keys). */
      solana: { publicKey: string; secretKey: string }[]
    }
    /** CAIP-2 id of devnet's Solana cluster. */
    solanaCaipNetworkId: string
    /** MetaMask's EIP7702StatelessDeleGator (a test wallet's atomic batches). */
    delegator7702?: `0x${string}` | undefined
    /** devnet's ERC-4337 stack on its first chain (bundler, paymaster, the framework's addresses). */
    smartAccounts?: DemoSmartAccounts | undefined
  }
}

export const E2E_ENV_VAR = 'KEYWAY_E2E'

export function readE2eEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): E2eEnv {
  const text = env[E2E_ENV_VAR]
  if (!text) throw new Error(`${E2E_ENV_VAR} is not set: run the suite with \`playwright test\``)
  return JSON.parse(text) as E2eEnv
}
