/**
 * The native SOL balance and the SPL token balances of an address (spec §3 Token balance:
 * the native entry has no address). Token accounts are read with getTokenAccountsByOwner
 * (jsonParsed) and summed per mint; names and symbols come from the dapp's token list when
 * it has the mint, otherwise the mint stands in (there is no on-chain name to read cheaply).
 */
import type { AdapterTokenBalance } from '@keyway/core'
import type { SolanaNetwork } from '../networks.js'
import type { RpcCallOptions, SolanaRpc } from '../rpc/solana-rpc.js'

export type TokenMetadata = { name: string; symbol: string }

export async function getTokenBalances(
  parameters: RpcCallOptions & {
    rpc: SolanaRpc
    address: string
    network: SolanaNetwork
    tokens?: Readonly<Record<string, TokenMetadata>> | undefined
  },
): Promise<AdapterTokenBalance[]> {
  const { rpc, address, signal } = parameters
  const [lamports, accounts] = await Promise.all([
    rpc.getBalance(address, { signal }),
    rpc.getTokenAccounts(address, { signal }),
  ])
  const byMint = new Map<string, { amount: bigint; decimals: number }>()
  for (const account of accounts) {
    const known = byMint.get(account.mint)
    byMint.set(account.mint, {
      amount: (known?.amount ?? 0n) + BigInt(account.amount),
      decimals: account.decimals,
    })
  }
  const { name, symbol, decimals } = parameters.network.nativeCurrency
  const native: AdapterTokenBalance = { name, symbol, decimals, amount: lamports.toString() }
  const tokens = [...byMint].map(([mint, { amount, decimals }]): AdapterTokenBalance => {
    const metadata = parameters.tokens?.[mint]
    return {
      name: metadata?.name ?? mint,
      symbol: metadata?.symbol ?? mint.slice(0, 4),
      address: mint,
      decimals,
      amount: amount.toString(),
    }
  })
  return [native, ...tokens]
}
