/**
 * ERC-20 balances of the dapp's configured tokens in one multicall (`balanceOf`, plus
 * `decimals` and `symbol` where the dapp left them out). chain-calls.ts imports this module
 * on the first token read, so viem's multicall and the ERC-20 ABI are not in a page's first
 * load. Keyway's chains name no Multicall3 deployment, so the call is deployless (one
 * eth_call carrying the aggregator's bytecode) unless the chain has one.
 */
import type { AdapterTokenBalance, AdapterTokenConfig } from '@keyway/core'
import { type Address, type Client, erc20Abi } from 'viem'
import { multicall } from 'viem/actions'

type Read = { token: AdapterTokenConfig; index: number; field: 'balance' | 'decimals' | 'symbol' }

export async function readTokenBalances(
  client: Client,
  parameters: { address: string; tokens: readonly AdapterTokenConfig[] },
): Promise<AdapterTokenBalance[]> {
  const owner = parameters.address as Address
  const reads: Read[] = []
  const contracts = parameters.tokens.flatMap((token) => {
    const address = token.address as Address
    const calls = [{ address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] } as const]
    reads.push({ token, index: reads.length, field: 'balance' })
    const more: { address: Address; abi: typeof erc20Abi; functionName: 'decimals' | 'symbol' }[] =
      []
    if (token.decimals === undefined) {
      more.push({ address, abi: erc20Abi, functionName: 'decimals' })
      reads.push({ token, index: reads.length, field: 'decimals' })
    }
    if (token.symbol === undefined) {
      more.push({ address, abi: erc20Abi, functionName: 'symbol' })
      reads.push({ token, index: reads.length, field: 'symbol' })
    }
    return [...calls, ...more]
  })
  if (contracts.length === 0) return []
  const results = await multicall(client, {
    contracts,
    allowFailure: true,
    deployless: !client.chain?.contracts?.multicall3,
  })
  const balances: AdapterTokenBalance[] = []
  for (const token of parameters.tokens) {
    const mine = reads.filter((read) => read.token === token)
    const value = (field: Read['field']) => {
      const read = mine.find((r) => r.field === field)
      const result = read ? results[read.index] : undefined
      return result?.status === 'success' ? result.result : undefined
    }
    const amount = value('balance')
    const decimals = token.decimals ?? value('decimals')
    const symbol = token.symbol ?? value('symbol')
    if (typeof amount !== 'bigint' || typeof decimals !== 'number' || typeof symbol !== 'string') {
      // Not an ERC-20 on this chain (wrong address or network): left out, said to developers.
      console.debug(`Keyway: ${token.address} did not answer as an ERC-20 token`, results)
      continue
    }
    balances.push({
      name: token.name ?? symbol,
      symbol,
      address: token.address,
      decimals,
      amount: amount.toString(),
    })
  }
  return balances
}
