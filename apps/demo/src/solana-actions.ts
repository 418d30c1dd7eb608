/**
 * The Solana panel's actions: balance, sign a message, send SOL on devnet, with
 * the connected solana account. Signing and sending go through core's actions on the
 * solana namespace; the balance is read from the Solana adapter, since core's getBalance
 * reads the active namespace only and the panel shows Solana's whichever is active. Built
 * from its dependencies so the panel and its test need no real wallet.
 */
import type { ChainAdapter, ChainDefinition } from '@keyway/core'
import { createSignMessage, type SignResult } from './sign-message.js'

export type SolanaActionsDeps = {
  adapter: Pick<ChainAdapter, 'getBalance' | 'parseUnits'>
  /** The solana network the panel works on (devnet's cluster). */
  network: ChainDefinition
  getAddress: () => string | undefined
  /** Signs with the solana account (`signMessage(client, { namespace: 'solana', … })`). */
  signMessage: (parameters: {
    message: string
    signal?: AbortSignal | undefined
  }) => Promise<string>
  /** Sends from the solana account (`sendTransaction(client, { namespace: 'solana', … })`). */
  sendTransaction: (parameters: {
    to: string
    value: bigint
    signal?: AbortSignal | undefined
  }) => Promise<string>
  /**
   * After a transfer went out: the demo refreshes the toolkit's balance (header button,
   * useBalance) past its cache window, which sending does not do by itself.
   */
  onSent?: (() => void) | undefined
}

export type SendResult =
  | { status: 'sent'; signature: string }
  | { status: 'failed'; message: string }

export type SolanaActions = ReturnType<typeof createSolanaActions>

/** SOL has 9 decimals (lamports). */
const SOL_DECIMALS = 9

export function createSolanaActions(deps: SolanaActionsDeps) {
  const signMessage = createSignMessage({
    getAddress: deps.getAddress,
    signMessage: deps.signMessage,
  })

  return {
    signMessage: (message: string, signal?: AbortSignal): Promise<SignResult> =>
      signMessage(message, signal),

    /** The formatted SOL balance of the connected account, read from the network's RPC. */
    async getBalance(signal?: AbortSignal): Promise<string | undefined> {
      const address = deps.getAddress()
      if (!address) return undefined
      const { balance, symbol } = await deps.adapter.getBalance({
        address,
        network: deps.network,
        signal,
      })
      return `${balance} ${symbol}`
    },

    /** Sends `amount` SOL (decimal text) to `to`; answers the transaction signature. */
    async sendSol(to: string, amount: string, signal?: AbortSignal): Promise<SendResult> {
      const address = deps.getAddress()
      if (!address) return { status: 'failed', message: 'Connect a Solana wallet first' }
      try {
        const value = deps.adapter.parseUnits(amount.trim(), SOL_DECIMALS)
        if (value <= 0n) return { status: 'failed', message: 'Enter an amount above 0' }
        const signature = await deps.sendTransaction({ to: to.trim(), value, signal })
        deps.onSent?.()
        return { status: 'sent', signature }
      } catch (error) {
        return { status: 'failed', message: error instanceof Error ? error.message : String(error) }
      }
    },
  }
}
