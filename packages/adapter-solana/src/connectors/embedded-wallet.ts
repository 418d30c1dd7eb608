/**
 * The embedded wallet's AUTH connector on the solana namespace, as the adapter lists it
 * before anything loads: its entity (core's Connector, type AUTH) and an AuthProvider whose
 * methods load the frame client and the Solana provider (embedded-wallet-runtime.ts) on
 * first use, once. docs/embedded-wallet.md#email-login: the frame is created lazily, unless an email login was used
 * before; then the runtime loads at once and the frame client creates the frame eagerly.
 * The frame client is the page's one, shared with adapter-evm (acquireFrameClient).
 */
import type { Connector, EmbeddedWalletAdapterConfig } from '@keyway/core'
import { createLazyAuthConnector } from '@keyway/core/adapter'
import type { EmbeddedSolanaProvider } from '@keyway/embedded-wallet'
import { EMBEDDED_WALLET_CONNECTOR_ID } from './embedded-wallet-id.js'
import type {
  CreateEmbeddedWalletRuntimeParameters,
  EmbeddedWalletRuntime,
} from './embedded-wallet-runtime.js'

export { EMBEDDED_WALLET_CONNECTOR_ID }

/** What the connection's signing, sending and network switch call on the embedded wallet. */
export type EmbeddedSolanaSigner = Pick<
  EmbeddedSolanaProvider,
  'publicKey' | 'chainId' | 'switchNetwork' | 'signMessage' | 'signTransaction'
>

export type CreateEmbeddedWalletConnectorParameters = {
  config: EmbeddedWalletAdapterConfig
  /** CAIP-2 id of the adapter's first network: the Solana provider's until a switch. */
  caipNetworkId: string
  /** Tests: the frame client to use instead of @keyway/embedded-wallet's. */
  createFrameClient?: CreateEmbeddedWalletRuntimeParameters['createFrameClient']
}

export type EmbeddedWalletConnector = ReturnType<typeof createEmbeddedWalletConnector>

const CONNECTOR_NAME = 'Email'

export function createEmbeddedWalletConnector(parameters: CreateEmbeddedWalletConnectorParameters) {
  const { provider, loadRuntime, destroy } = createLazyAuthConnector({
    importRuntime: () => import('./embedded-wallet-runtime.js'),
    createRuntime: (module, emit): EmbeddedWalletRuntime =>
      module.createEmbeddedWalletRuntime({
        config: parameters.config,
        caipNetworkId: parameters.caipNetworkId,
        createFrameClient: parameters.createFrameClient,
        emit,
      }),
    // Named with a solana chain, the frame answers the user's Solana address first.
    userQuery: (runtime) => ({ chainId: runtime.provider.chainId }),
    // docs/embedded-wallet.md#email-login: created eagerly when an email login was used before (the frame client then
    // loads the frame at once).
    eager: parameters.config.loginUsed,
  })

  const entity: Connector = {
    id: EMBEDDED_WALLET_CONNECTOR_ID,
    name: CONNECTOR_NAME,
    chain: 'solana',
    type: 'AUTH',
    provider,
  }

  return {
    entity,
    provider,
    /** The runtime (frame client, Solana provider), loading it once. */
    loadRuntime,
    destroy,
  }
}
