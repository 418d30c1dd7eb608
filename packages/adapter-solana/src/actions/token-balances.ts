/**
 * SPL token balances of the dapp's configured mints (docs/state.md#token-balance), read with
 * getTokenAccountsByOwner filtered by mint (jsonParsed) and summed per mint. A mint the
 * owner holds no account of answers '0', with its decimals from the dapp's list or, failing
 * that, from the mint account. Names and symbols come from the dapp's list, else the
 * adapter's known mints, else the mint stands in (there is no on-chain name to read cheaply).
 */
import type { AdapterTokenBalance, AdapterTokenConfig } from '@keyway/core'
import type { RpcCallOptions, SolanaRpc } from '../rpc/solana-rpc.js'

export type TokenMetadata = { name: string; symbol: string }

async function readMint(
  rpc: SolanaRpc,
  owner: string,
  token: AdapterTokenConfig,
  known: TokenMetadata | undefined,
  options: RpcCallOptions,
): Promise<AdapterTokenBalance | undefined> {
  const accounts = await rpc.getTokenAccountsOfMint(owner, token.address, options)
  let decimals = accounts[0]?.decimals ?? token.decimals
  if (decimals === undefined) {
    const mint = await rpc.getMint(token.address, options)
    if (!mint) {
      // Not a mint on this cluster (wrong address or network): left out, said to developers.
      console.debug(`Keyway: ${token.address} is not a token mint on this network`)
      return undefined
    }
    decimals = mint.decimals
  }
  const amount = accounts.reduce((sum, account) => sum + BigInt(account.amount), 0n)
  const symbol = token.symbol ?? known?.symbol ?? token.address.slice(0, 4)
  return {
    name: token.name ?? known?.name ?? symbol,
    symbol,
    address: token.address,
    decimals,
    amount: amount.toString(),
  }
}

export async function getTokenBalances(
  parameters: RpcCallOptions & {
    rpc: SolanaRpc
    address: string
    tokens: readonly AdapterTokenConfig[]
    /** The adapter's own names and symbols of known mints. */
    known?: Readonly<Record<string, TokenMetadata>> | undefined
  },
): Promise<AdapterTokenBalance[]> {
  const { rpc, address, signal } = parameters
  const read = await Promise.all(
    parameters.tokens.map((token) =>
      readMint(rpc, address, token, parameters.known?.[token.address], { signal }),
    ),
  )
  return read.filter((balance): balance is AdapterTokenBalance => balance !== undefined)
}
