/**
 * An EIP-1193 provider over the frame client, for adapter-evm's embedded-wallet connector.
 * Accounts and chain come from the client's state; every other method goes to the frame
 * as an rpcRequest after the allow-list check (protocol/rpc-methods.ts).
 */
import {
  InvalidParamsRpcError,
  ProviderDisconnectedError,
  RpcCallNotAllowedError,
  toCaipNetworkId,
} from '@keyway/core'
import { tryParseCaipNetworkId } from '@keyway/core/adapter'
import type { FrameClient, FrameClientState } from '../client/frame-client.js'
import { rpcMethodPolicy } from '../protocol/rpc-methods.js'
import { type ProviderHooks, reportNotAllowed, withApproval } from './approval.js'

export type Eip1193RequestArguments = {
  readonly method: string
  readonly params?: readonly unknown[] | Record<string, unknown> | undefined
}

export type Eip1193Events = {
  accountsChanged: (accounts: string[]) => void
  chainChanged: (chainId: string) => void
  connect: (info: { chainId: string }) => void
  disconnect: (error: ProviderDisconnectedError) => void
}
type EventName = keyof Eip1193Events

export type CreateEip1193ProviderParameters = ProviderHooks & {
  client: FrameClient
  /** The eip155 chain id used until the frame names one. */
  defaultChainId: number
}

export type EmbeddedEip1193Provider = ReturnType<typeof createEip1193Provider>

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

function evmChainOf(caipNetworkId: string | undefined): number | undefined {
  const parsed = tryParseCaipNetworkId(caipNetworkId)
  const isEvm = parsed?.chainNamespace === 'eip155' && /^\d+$/.test(parsed.chainId)
  return isEvm ? Number(parsed.chainId) : undefined
}

function evmAccounts(state: FrameClientState): string[] {
  const user = state.user
  if (!user) return []
  const addresses = [user.address, ...(user.accounts ?? []).map((a) => a.address)]
  return [...new Set(addresses.filter((a) => EVM_ADDRESS.test(a)))]
}

const toHex = (chainId: number) => `0x${chainId.toString(16)}`

export function createEip1193Provider(parameters: CreateEip1193ProviderParameters) {
  const { client } = parameters
  const listeners: { [E in EventName]: Set<Eip1193Events[E]> } = {
    accountsChanged: new Set(),
    chainChanged: new Set(),
    connect: new Set(),
    disconnect: new Set(),
  }
  function emit<E extends EventName>(event: E, ...args: Parameters<Eip1193Events[E]>) {
    for (const listener of [...listeners[event]]) (listener as (...a: unknown[]) => void)(...args)
  }

  let accounts = evmAccounts(client.state)
  let chainId = evmChainOf(client.state.chainId) ?? parameters.defaultChainId

  const unsubscribe = client.subscribe((state) => {
    const nextAccounts = evmAccounts(state)
    const nextChainId = evmChainOf(state.chainId) ?? chainId
    if (nextChainId !== chainId) {
      chainId = nextChainId
      emit('chainChanged', toHex(chainId))
    }
    if (nextAccounts.join() !== accounts.join()) {
      const wasConnected = accounts.length > 0
      accounts = nextAccounts
      if (!wasConnected && accounts.length) emit('connect', { chainId: toHex(chainId) })
      emit('accountsChanged', accounts)
      if (wasConnected && !accounts.length) emit('disconnect', new ProviderDisconnectedError())
    }
  })

  async function switchChain(params: Eip1193RequestArguments['params']): Promise<null> {
    const [target] = Array.isArray(params) ? params : []
    const hex = (target as { chainId?: unknown } | undefined)?.chainId
    if (typeof hex !== 'string' || !/^0x[0-9a-fA-F]+$/.test(hex)) {
      throw new InvalidParamsRpcError({
        details: 'wallet_switchEthereumChain needs [{ chainId: hex }]',
      })
    }
    await client.switchNetwork({ chainId: toCaipNetworkId('eip155', Number.parseInt(hex, 16)) })
    return null
  }

  /**
   * The params as JSON-RPC would carry them. A message to the frame keeps what JSON drops
   * (viem's wallet_sendCalls sends `id: undefined` when the dapp chose none), and the frame
   * accepts JSON only; anything JSON cannot hold (a bigint) is the caller's invalid params.
   */
  function asJson(params: unknown): unknown {
    try {
      return JSON.parse(JSON.stringify(params))
    } catch (error) {
      throw new InvalidParamsRpcError({
        details: `params must be JSON: ${error instanceof Error ? error.message : String(error)}`,
      })
    }
  }

  async function request({ method, params }: Eip1193RequestArguments): Promise<unknown> {
    switch (method) {
      case 'eth_accounts':
        return accounts
      case 'eth_requestAccounts': {
        if (!accounts.length) await client.getUser({ chainId: toCaipNetworkId('eip155', chainId) })
        return accounts
      }
      case 'eth_chainId':
        return toHex(chainId)
      case 'wallet_switchEthereumChain':
        return switchChain(params)
    }
    const policy = rpcMethodPolicy(method)
    if (policy === 'not-allowed' || method.startsWith('solana_')) {
      reportNotAllowed(parameters, method)
      throw new RpcCallNotAllowedError({ details: method })
    }
    const payload = {
      chainId: toCaipNetworkId('eip155', chainId),
      method,
      ...(params === undefined ? {} : { params: asJson(params) }),
    } as Parameters<FrameClient['rpcRequest']>[0]
    if (policy === 'safe') return client.rpcRequest(payload)
    return withApproval(
      client,
      parameters,
      { namespace: 'eip155', method, chainId: toCaipNetworkId('eip155', chainId) },
      (signal) => client.rpcRequest(payload, { signal }),
    )
  }

  return {
    request,
    on<E extends EventName>(event: E, listener: Eip1193Events[E]) {
      listeners[event].add(listener)
    },
    removeListener<E extends EventName>(event: E, listener: Eip1193Events[E]) {
      listeners[event].delete(listener)
    },
    /** Signs out in the frame (at most 3 s) and clears the login cache (docs/embedded-wallet.md#email-login). */
    async disconnect(): Promise<void> {
      await client.signOut()
    },
    /** Stops following the client's state (the connector was removed). */
    destroy() {
      unsubscribe()
      for (const set of Object.values(listeners)) set.clear()
    },
  }
}
