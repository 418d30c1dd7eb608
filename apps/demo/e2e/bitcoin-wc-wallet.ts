/**
 * A WalletConnect wallet for eip155, solana and bip122 in one session: a
 * @walletconnect/sign-client peer on devnet's relay whose bip122 side is @keyway/test's
 * Bitcoin sign-client wallet (getAccountAddresses, signMessage, signPsbt, sendTransfer), and
 * whose eip155 and solana accounts are approved beside it in the same session.
 */

import { createMemoryStorage } from '@keyway/devnet'
import {
  type Bip122SignClient,
  type Bip122WalletConnectWallet,
  createBip122WalletConnectWallet,
} from '@keyway/test/bitcoin-wallet'
import { SignClient } from '@walletconnect/sign-client'

type Client = Awaited<ReturnType<typeof SignClient.init>>

export type MultichainWcWallet = {
  bitcoin: Bip122WalletConnectWallet
  /** The namespaces of the approved session(s), sorted. */
  sessionNamespaces(): string[]
  /** Pairs with a `wc:` URI; resolves once the session is approved and acknowledged. */
  pair(uri: string): Promise<void>
  /** Ends the session from the wallet's side (the dapp gets session_delete). */
  disconnect(): Promise<void>
  close(): Promise<void>
}

export async function createMultichainWcWallet(options: {
  relayUrl: string
  projectId: string
  seed: string
  evm: { chains: readonly string[]; address: string }
  solana: { chain: string; address: string }
}): Promise<MultichainWcWallet> {
  const client: Client = await SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: {
      name: 'e2e multichain wallet',
      description: 'sign-client wallet of the demo e2e suite (eip155, solana, bip122)',
      url: 'http://127.0.0.1',
      icons: [],
    },
    storage: createMemoryStorage(),
    customStoragePrefix: `e2e-multichain-${crypto.randomUUID()}`,
  })
  const bitcoin = createBip122WalletConnectWallet({
    signClient: client as unknown as Bip122SignClient,
    secret: options.seed,
    network: 'testnet',
    extraNamespaces: {
      eip155: {
        chains: [...options.evm.chains],
        accounts: options.evm.chains.map((chain) => `${chain}:${options.evm.address}`),
        methods: ['personal_sign'],
        events: ['accountsChanged', 'chainChanged'],
      },
      solana: {
        chains: [options.solana.chain],
        accounts: [`${options.solana.chain}:${options.solana.address}`],
        methods: ['solana_signMessage'],
        events: [],
      },
    },
  })
  return {
    bitcoin,
    sessionNamespaces() {
      return [...new Set(client.session.getAll().flatMap((s) => Object.keys(s.namespaces)))].sort()
    },
    async pair(uri) {
      await client.pair({ uri })
      // The Bitcoin wallet answers the proposal; wait until its session is stored.
      const deadline = Date.now() + 15_000
      while (bitcoin.sessions.length === 0) {
        if (Date.now() > deadline) throw new Error('the wallet approved no session in 15 s')
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    disconnect: () => bitcoin.disconnect(),
    async close() {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose().catch(() => undefined)
    },
  }
}
