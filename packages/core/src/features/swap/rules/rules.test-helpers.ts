/**
 * Plain fixtures for the swap rules' tests: two tokens on eip155:1, a built transaction,
 * and deps made of plain functions that log what they were asked (no spies).
 */
import type { BuiltTransaction, SwapToken } from '../../../api/types.js'
import { initialSwapState, type SwapState } from '../state.js'
import type { SwapDeps, SwapRuleContext } from './context.js'

export const ACCOUNT = '0x1111111111111111111111111111111111111111'
export const eth: SwapToken = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
  logoUri: '',
}
export const usdc: SwapToken = {
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  decimals: 6,
  logoUri: '',
}
export const built: BuiltTransaction = {
  from: `eip155:1:${ACCOUNT}`,
  to: 'eip155:1:0x2222222222222222222222222222222222222222',
  data: '0xdeadbeef',
}

/** A rule context on eip155:1 with a connected account; `calls` lists each remote call. */
export function fakeSwapContext(
  state: Partial<SwapState> = {},
  overrides: Partial<SwapDeps> = {},
): SwapRuleContext & { calls: [string, unknown][] } {
  const calls: [string, unknown][] = []
  const log =
    <T>(name: string, answer: T) =>
    async (parameters?: unknown) => {
      calls.push([name, parameters])
      return answer
    }
  const deps: SwapDeps = {
    getActiveNetwork: () => ({ caipNetworkId: 'eip155:1' }),
    getAddress: () => ACCOUNT,
    supportedNetworks: ['eip155:1'],
    fetchTokens: log('fetchTokens', { tokens: [eth, usdc] }),
    fetchQuote: log('fetchQuote', {
      quotes: [
        {
          fromAddress: eth.address,
          toAddress: usdc.address,
          fromAmount: '1',
          toAmount: '2500500000',
        },
      ],
    }),
    fetchAllowance: log('fetchAllowance', { allowance: '0' }),
    fetchGasPrice: log('fetchGasPrice', { standard: '100', fast: '120', instant: '150' }),
    buildApprove: log('buildApprove', { tx: built }),
    buildTransaction: log('buildTransaction', { tx: built }),
    sendTransaction: async (tx) => {
      calls.push(['sendTransaction', tx])
      return '0xhash'
    },
    refreshBalances: log('refreshBalances', undefined),
    wait: async () => undefined,
    ...overrides,
  }
  return { state: { ...initialSwapState(), ...state }, deps, calls }
}
