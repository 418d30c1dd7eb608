/**
 * The embedded wallet's code on the solana side, loaded on first use (embedded-wallet.ts
 * imports this module dynamically): the page's one frame client (shared with adapter-evm
 * through acquireFrameClient, docs/embedded-wallet.md#loading-the-frame) and the Solana provider on it, whose signing waits
 * for the user in the visible frame (docs/views.md#approvetransaction). A page that never offers
 * or uses the email login downloads none of it.
 */
import type { AuthProviderEvent, EmbeddedWalletAdapterConfig } from '@keyway/core'
import {
  acquireFrameClient,
  type CreateFrameClientParameters,
  createSolanaProvider,
  type FrameClient,
} from '@keyway/embedded-wallet'

export type CreateEmbeddedWalletRuntimeParameters = {
  config: EmbeddedWalletAdapterConfig
  /** CAIP-2 id of the adapter's first network. */
  caipNetworkId: string
  /** Where approval and refusal events go (the AuthProvider's listeners). */
  emit(event: AuthProviderEvent): void
  /** Makes the frame client when the page has none yet; tests pass a fake. */
  createFrameClient?: ((parameters: CreateFrameClientParameters) => FrameClient) | undefined
}

export type EmbeddedWalletRuntime = ReturnType<typeof createEmbeddedWalletRuntime>

export function createEmbeddedWalletRuntime(parameters: CreateEmbeddedWalletRuntimeParameters) {
  const { config, emit } = parameters
  const lease = acquireFrameClient({
    frameUrl: config.frameUrl,
    projectId: config.projectId,
    chainId: parameters.caipNetworkId,
    version: config.sdkVersion,
    storage: config.storage,
    // The modal's theme and the dapp's data, and the dapp's timeout callback.
    sync: config.frameSync,
    onTimeout: config.onTimeout,
    create: parameters.createFrameClient,
  })
  const { client } = lease
  const provider = createSolanaProvider({
    client,
    chainId: parameters.caipNetworkId,
    // docs/views.md#approvetransaction: the modal shows ApproveTransaction while the user approves in the frame.
    onApprovalRequired: (request, decline) => {
      client.showFrame()
      emit({ type: 'approvalRequired', request, decline })
    },
    onApprovalSettled: (request) => {
      client.hideFrame()
      emit({ type: 'approvalSettled', request })
    },
    onActionNotAllowed: (error) => emit({ type: 'actionNotAllowed', error }),
  })
  return {
    client,
    provider,
    destroy() {
      provider.destroy()
      lease.release()
    },
  }
}
