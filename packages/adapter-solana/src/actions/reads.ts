/**
 * The adapter's chain reads: native balance (9 decimals for SOL), the balances of the dapp's
 * configured SPL mints and the fee estimate, each through the RPC of the configured network
 * (one client per network).
 * docs/validation.md#networks: on a network that is not configured (unsupported) they answer empty defaults —
 * zero balance, no tokens, zero fee — instead of failing.
 */
import type {
  AdapterBalance,
  AdapterEstimateGasParameters,
  AdapterGetBalanceParameters,
  AdapterGetTokenBalancesParameters,
  AdapterTokenBalance,
  AdapterTransferFeeParameters,
} from '@keyway/core'
import { formatUnits } from '@keyway/core'
import type { AdapterTimers } from '@keyway/core/adapter'
import { findSolanaNetwork, rpcUrlOf, type SolanaNetwork } from '../networks.js'
import { createSolanaRpc, type SolanaRpc } from '../rpc/solana-rpc.js'
import { buildTransfer } from '../transactions/build-transfer.js'
import { getTokenBalances, type TokenMetadata } from './token-balances.js'

export type SolanaReads = ReturnType<typeof createSolanaReads>

export function createSolanaReads(parameters: {
  networks: readonly SolanaNetwork[]
  fetch?: typeof fetch | undefined
  requestTimeoutMs: number
  timers: AdapterTimers
  tokens?: Readonly<Record<string, TokenMetadata>> | undefined
}) {
  const rpcs = new Map<string, SolanaRpc>()
  function rpcFor(network: SolanaNetwork): SolanaRpc {
    const known = rpcs.get(network.caipNetworkId)
    if (known) return known
    const rpc = createSolanaRpc({
      url: rpcUrlOf(network),
      fetch: parameters.fetch,
      timeoutMs: parameters.requestTimeoutMs,
      timers: parameters.timers,
    })
    rpcs.set(network.caipNetworkId, rpc)
    return rpc
  }
  const configured = (network: { id: string | number }) =>
    findSolanaNetwork(parameters.networks, network.id)

  async function transferFee(p: AdapterTransferFeeParameters): Promise<bigint> {
    const target = configured(p.network)
    if (!target) return 0n
    const rpc = rpcFor(target)
    const { message } = await buildTransfer({
      rpc,
      from: p.address,
      to: p.to,
      amount: p.value,
      mint: p.tokenAddress,
      signal: p.signal,
    })
    return (await rpc.getFeeForMessage(message, { signal: p.signal })) ?? 0n
  }

  return {
    rpcFor,
    async getBalance(p: AdapterGetBalanceParameters): Promise<AdapterBalance> {
      const { decimals, symbol } = p.network.nativeCurrency
      const target = configured(p.network)
      if (!target) return { balance: '0', symbol }
      const lamports = await rpcFor(target).getBalance(p.address, { signal: p.signal })
      return { balance: formatUnits(lamports, decimals), symbol }
    },
    async getTokenBalances(p: AdapterGetTokenBalancesParameters): Promise<AdapterTokenBalance[]> {
      const target = configured(p.network)
      if (!target) return []
      return getTokenBalances({
        rpc: rpcFor(target),
        address: p.address,
        tokens: p.tokens,
        known: parameters.tokens,
        signal: p.signal,
      })
    },
    /** The fee in lamports of a SOL transfer (Solana has no gas; the fee is per signature). */
    estimateFee(p: AdapterEstimateGasParameters): Promise<bigint> {
      return transferFee({ ...p, value: p.value ?? 0n })
    },
    /**
     * The fee in lamports of the SOL or SPL transfer `sendTransaction` would build, the
     * receiver's token-account creation included when it has none yet.
     */
    estimateTransferFee: transferFee,
  }
}
