/**
 * A Solana provider over the frame client, for adapter-solana's embedded-wallet connector.
 * Its shapes follow the Wallet Standard features adapter-solana already calls
 * (solana:signMessage, solana:signTransaction, solana:signAndSendTransaction): bytes in,
 * `{ signature }` / `{ signedTransaction }` out. Every method here is not safe, so each
 * waits for the user's approval in the visible frame (docs/views.md#navigation-rules).
 */
import { ConnectorNotConnectedError } from '@keyway/core'
import type { z } from 'zod'
import type { FrameClient, FrameClientState, RequestOptions } from '../client/frame-client.js'
import { FrameReplyInvalidError } from '../errors.js'
import {
  EMBEDDED_WALLET_SOLANA_METHODS,
  type EmbeddedWalletSolanaMethod,
} from '../protocol/rpc-methods.js'
import { SOLANA_RPC_RESULT_SCHEMAS } from '../protocol/rpc-schemas.js'
import { type ProviderHooks, withApproval } from './approval.js'
import { base64ToBytes, bytesToBase64 } from './bytes.js'

const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

export type SolanaSignAndSendOptions = {
  skipPreflight?: boolean | undefined
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized' | undefined
}

export type SolanaProviderEvents = {
  accountChanged: (publicKey: string | undefined) => void
  disconnect: () => void
}
type EventName = keyof SolanaProviderEvents

export type CreateSolanaProviderParameters = ProviderHooks & {
  client: FrameClient
  /** CAIP-2 id of the Solana network (docs/limits.md#chains: mainnet, devnet or testnet). */
  chainId: string
}

export type EmbeddedSolanaProvider = ReturnType<typeof createSolanaProvider>

function solanaAccount(state: FrameClientState): string | undefined {
  const user = state.user
  if (!user) return undefined
  if (SOLANA_ADDRESS.test(user.address)) return user.address
  return user.accounts?.find((a) => SOLANA_ADDRESS.test(a.address))?.address
}

export function createSolanaProvider(parameters: CreateSolanaProviderParameters) {
  const { client } = parameters
  let chainId = parameters.chainId
  let publicKey = solanaAccount(client.state)
  const listeners: { [E in EventName]: Set<SolanaProviderEvents[E]> } = {
    accountChanged: new Set(),
    disconnect: new Set(),
  }

  const unsubscribe = client.subscribe((state) => {
    const next = solanaAccount(state)
    if (next === publicKey) return
    const had = publicKey !== undefined
    publicKey = next
    for (const listener of [...listeners.accountChanged]) listener(next)
    if (had && next === undefined) for (const listener of [...listeners.disconnect]) listener()
  })

  async function call<M extends EmbeddedWalletSolanaMethod>(
    method: M,
    params: unknown,
    options: RequestOptions | undefined,
  ): Promise<z.infer<(typeof SOLANA_RPC_RESULT_SCHEMAS)[M]>> {
    const result = await withApproval(
      client,
      parameters,
      { namespace: 'solana', method, chainId },
      (signal) =>
        client.rpcRequest({ chainId, method, params } as Parameters<FrameClient['rpcRequest']>[0], {
          ...options,
          signal,
        }),
      options?.signal,
    )
    // The generic reply schema let any JSON through; each method's answer has its own shape.
    const checked = SOLANA_RPC_RESULT_SCHEMAS[method].safeParse(result)
    if (!checked.success)
      throw new FrameReplyInvalidError({ cause: checked.error, details: method })
    return checked.data as z.infer<(typeof SOLANA_RPC_RESULT_SCHEMAS)[M]>
  }

  function requireAccount(): string {
    if (!publicKey)
      throw new ConnectorNotConnectedError({ details: 'embedded wallet: no Solana account' })
    return publicKey
  }

  return {
    get publicKey() {
      return publicKey
    },
    get chainId() {
      return chainId
    },
    /** The methods this provider can serve (all on the embedded wallet's allow-list). */
    methods: EMBEDDED_WALLET_SOLANA_METHODS,
    /** Resolves with the user's Solana address on `chainId` (the user must be logged in). */
    async connect(options?: RequestOptions): Promise<{ publicKey: string }> {
      if (!publicKey) await client.getUser({ chainId }, options)
      return { publicKey: requireAccount() }
    },
    async disconnect(): Promise<void> {
      await client.signOut()
    },
    /** Switches the frame's Solana network. */
    async switchNetwork(caipNetworkId: string, options?: RequestOptions): Promise<void> {
      await client.switchNetwork({ chainId: caipNetworkId }, options)
      chainId = caipNetworkId
    },
    async signMessage(
      message: Uint8Array,
      options?: RequestOptions,
    ): Promise<{ signature: Uint8Array }> {
      const pubkey = requireAccount()
      const { signature } = await call(
        'solana_signMessage',
        { message: bytesToBase64(message), pubkey },
        options,
      )
      return { signature: base64ToBytes(signature) }
    },
    async signTransaction(
      transaction: Uint8Array,
      options?: RequestOptions,
    ): Promise<{ signedTransaction: Uint8Array }> {
      requireAccount()
      const result = await call(
        'solana_signTransaction',
        { transaction: bytesToBase64(transaction) },
        options,
      )
      return { signedTransaction: base64ToBytes(result.transaction) }
    },
    async signAllTransactions(
      transactions: readonly Uint8Array[],
      options?: RequestOptions,
    ): Promise<{ signedTransactions: Uint8Array[] }> {
      requireAccount()
      const result = await call(
        'solana_signAllTransactions',
        { transactions: transactions.map(bytesToBase64) },
        options,
      )
      return { signedTransactions: result.transactions.map(base64ToBytes) }
    },
    async signAndSendTransaction(
      transaction: Uint8Array,
      sendOptions?: SolanaSignAndSendOptions,
      options?: RequestOptions,
    ): Promise<{ signature: Uint8Array }> {
      requireAccount()
      const definedOptions = Object.fromEntries(
        Object.entries(sendOptions ?? {}).filter(([, v]) => v !== undefined),
      )
      const result = await call(
        'solana_signAndSendTransaction',
        {
          transaction: bytesToBase64(transaction),
          ...(Object.keys(definedOptions).length ? { options: definedOptions } : {}),
        },
        options,
      )
      return { signature: base64ToBytes(result.signature) }
    },
    on<E extends EventName>(event: E, listener: SolanaProviderEvents[E]) {
      listeners[event].add(listener)
    },
    removeListener<E extends EventName>(event: E, listener: SolanaProviderEvents[E]) {
      listeners[event].delete(listener)
    },
    destroy() {
      unsubscribe()
      listeners.accountChanged.clear()
      listeners.disconnect.clear()
    },
  }
}
