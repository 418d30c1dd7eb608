/**
 * The embedded wallet's code, loaded on first use (embedded-wallet.ts imports this module
 * dynamically): the page's ONE frame client over frame-host's page (shared with
 * adapter-solana), the EIP-1193 provider on it, and the wagmi connector over that provider.
 * A page that never offers or uses the email login downloads none of it.
 */
import {
  type AuthProviderEvent,
  type EmbeddedWalletAdapterConfig,
  toCaipNetworkId,
} from '@keyway/core'
import {
  acquireFrameClient,
  type CreateFrameClientParameters,
  createEip1193Provider,
  type EmbeddedEip1193Provider,
  type FrameClient,
} from '@keyway/embedded-wallet'
import { createConnector } from '@wagmi/core'
import { type Address, getAddress, numberToHex, SwitchChainError } from 'viem'
import { EMBEDDED_WALLET_CONNECTOR_ID } from './connector-ids.js'

export type CreateEmbeddedWalletRuntimeParameters = {
  config: EmbeddedWalletAdapterConfig
  /** The adapter's first eip155 network: the frame's chain until it names one. */
  chainId: number
  /** The connector's display name. */
  name: string
  /** Where approval and refusal events go (the AuthProvider's listeners). */
  emit(event: AuthProviderEvent): void
  /** Makes the frame client; tests pass a fake (default: @keyway/embedded-wallet's). */
  createFrameClient?: ((parameters: CreateFrameClientParameters) => FrameClient) | undefined
}

export type EmbeddedWalletRuntime = ReturnType<typeof createEmbeddedWalletRuntime>

export function createEmbeddedWalletRuntime(parameters: CreateEmbeddedWalletRuntimeParameters) {
  const { config, emit } = parameters
  // docs/embedded-wallet.md#loading-the-frame: one frame per page; adapter-solana gets this same client from the same storage.
  const lease = acquireFrameClient({
    frameUrl: config.frameUrl,
    projectId: config.projectId,
    chainId: toCaipNetworkId('eip155', parameters.chainId),
    version: config.sdkVersion,
    storage: config.storage,
    // The modal's theme and the dapp's data, and the dapp's timeout callback.
    sync: config.frameSync,
    onTimeout: config.onTimeout,
    create: parameters.createFrameClient,
  })
  const { client } = lease
  const provider = createEip1193Provider({
    client,
    defaultChainId: parameters.chainId,
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
    connectorFn: embeddedWalletConnector({ client, provider, name: parameters.name }),
    destroy() {
      provider.destroy()
      lease.release()
    },
  }
}

/** wagmi's connector over the embedded wallet's EIP-1193 provider. */
function embeddedWalletConnector(parameters: {
  client: FrameClient
  provider: EmbeddedEip1193Provider
  name: string
}) {
  const { client, provider } = parameters
  return createConnector<EmbeddedEip1193Provider>((config) => {
    const onAccountsChanged = (accounts: string[]) => {
      if (accounts.length === 0) config.emitter.emit('disconnect')
      else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
    }
    const onChainChanged = (chainId: string) => {
      config.emitter.emit('change', { chainId: Number(chainId) })
    }
    const onDisconnect = () => config.emitter.emit('disconnect')
    let listening = false
    function listen(on: boolean) {
      if (on === listening) return
      listening = on
      const method = on ? provider.on : provider.removeListener
      method('accountsChanged', onAccountsChanged)
      method('chainChanged', onChainChanged)
      method('disconnect', onDisconnect)
    }

    async function chainId(): Promise<number> {
      return Number(await provider.request({ method: 'eth_chainId' }))
    }

    return {
      id: EMBEDDED_WALLET_CONNECTOR_ID,
      name: parameters.name,
      type: 'embeddedWallet',
      async connect({ chainId: wanted } = {}) {
        // After the OTP the frame has a user; eth_requestAccounts asks it (getUser) if needed.
        const accounts = (
          (await provider.request({ method: 'eth_requestAccounts' })) as string[]
        ).map((a) => getAddress(a))
        if (accounts.length === 0) throw new Error('The embedded wallet has no signed-in user')
        let current = await chainId()
        if (wanted !== undefined && wanted !== current) {
          await this.switchChain?.({ chainId: wanted })
          current = wanted
        }
        listen(true)
        return { accounts, chainId: current } as never
      },
      async disconnect() {
        listen(false)
        // Signs out in the frame (at most 3 s) and clears the login cache (docs/embedded-wallet.md#email-login).
        await provider.disconnect()
      },
      async getAccounts() {
        const accounts = (await provider.request({ method: 'eth_accounts' })) as string[]
        return accounts.map((a) => getAddress(a) as Address)
      },
      getChainId: chainId,
      async getProvider() {
        return provider
      },
      /** docs/embedded-wallet.md#loading-the-frame: a returning visitor reconnects without a code when the frame has a session. */
      async isAuthorized() {
        try {
          if (!(await client.isConnected())) return false
          await client.getUser({ chainId: toCaipNetworkId('eip155', await chainId()) })
          return true
        } catch {
          return false
        }
      },
      async switchChain({ chainId: target }) {
        const chain = config.chains.find((c) => c.id === target)
        if (!chain) throw new SwitchChainError(new Error(`Chain ${target} is not configured`))
        await provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: numberToHex(target) }],
        })
        config.emitter.emit('change', { chainId: target })
        return chain
      },
      onAccountsChanged,
      onChainChanged,
      onDisconnect,
    }
  })
}
