import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { ChainRequestRejectedError, ChainUnavailableError } from './errors.js'
import type { EvmRequestContext } from './evm-params.js'
import { readToken, readTokens } from './token-info.js'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address

/** A request context whose chain answers every call with `answer` (a value, or a throw). */
function contextAnswering(answer: () => unknown): EvmRequestContext {
  const client = {
    readContract: async ({ functionName }: { functionName: string }) => {
      const value = answer()
      return functionName === 'symbol' ? value : 6
    },
  }
  return {
    chain: { run: (call: (c: typeof client) => Promise<unknown>) => call(client) },
  } as unknown as EvmRequestContext
}

const rejected = () => {
  throw new ChainRequestRejectedError('eip155:31337: The contract function "symbol" reverted.')
}
const down = () => {
  throw new ChainUnavailableError('The RPC node of eip155:31337 could not be reached')
}

describe('readToken', () => {
  it("reads the token's symbol and decimals", async () => {
    expect(
      await readToken(
        contextAnswering(() => 'USDC'),
        TOKEN,
      ),
    ).toEqual({
      symbol: 'USDC',
      decimals: 6,
    })
  })

  it('is undefined when the node refuses the calls: the contract is not an ERC-20', async () => {
    expect(await readToken(contextAnswering(rejected), TOKEN)).toBeUndefined()
  })

  it("throws the node's own error when the node could not be reached", async () => {
    await expect(readToken(contextAnswering(down), TOKEN)).rejects.toBeInstanceOf(
      ChainUnavailableError,
    )
  })
})

describe('readTokens (the approval card)', () => {
  it('leaves a token out whatever the failure: the card shows the raw amount', async () => {
    expect(await readTokens(contextAnswering(rejected), [TOKEN])).toBeUndefined()
    expect(await readTokens(contextAnswering(down), [TOKEN])).toBeUndefined()
    expect(
      await readTokens(
        contextAnswering(() => 'DAI'),
        [TOKEN, 'not an address'],
      ),
    ).toEqual({
      [TOKEN.toLowerCase()]: { symbol: 'DAI', decimals: 6 },
    })
  })
})
