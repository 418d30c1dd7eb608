/**
 * The embedded wallet's AUTH connector as the adapter lists it before anything loads: its
 * entity (core's Connector, type AUTH) and an AuthProvider whose methods load the frame
 * client, the EIP-1193 provider and the wagmi connector (embedded-wallet-runtime.ts) on
 * first use, once. docs/embedded-wallet.md#email-login: the frame is created lazily, unless an email login was used
 * before; then the runtime loads at once and the frame client creates the frame eagerly.
 */
import type { Connector, EmbeddedWalletAdapterConfig } from '@keyway/core'
import { createLazyAuthConnector } from '@keyway/core/adapter'
import { EMBEDDED_WALLET_CONNECTOR_ID } from './connector-ids.js'
import type {
  CreateEmbeddedWalletRuntimeParameters,
  EmbeddedWalletRuntime,
} from './embedded-wallet-runtime.js'

export type CreateEmbeddedWalletConnectorParameters = {
  config: EmbeddedWalletAdapterConfig
  /** The adapter's first eip155 network id. */
  chainId: number
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
        chainId: parameters.chainId,
        name: CONNECTOR_NAME,
        createFrameClient: parameters.createFrameClient,
        emit,
      }),
    // docs/embedded-wallet.md#email-login: created eagerly when an email login was used before (the frame client then
    // loads the frame at once).
    eager: parameters.config.loginUsed,
  })

  const entity: Connector = {
    id: EMBEDDED_WALLET_CONNECTOR_ID,
    name: CONNECTOR_NAME,
    chain: 'eip155',
    type: 'AUTH',
    provider,
  }

  return {
    entity,
    provider,
    /** The runtime (frame client, EIP-1193 provider, wagmi connector), loading it once. */
    loadRuntime,
    destroy,
  }
}
