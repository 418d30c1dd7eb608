/** A client over in-memory test adapters, for the action tests. */
import { createTestAdapter } from '../adapter/test-adapter.js'
import { testArbitrum, testMainnet, testSolana } from '../adapter/test-networks.js'
import { type CreateKeywayParameters, createKeyway } from '../client/create-keyway.js'

export const EVM_ADDRESS = '0x1111111111111111111111111111111111111111'
export const SOLANA_ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'

export function createActionTestClient(overrides: Partial<CreateKeywayParameters> = {}) {
  const evm = createTestAdapter({ namespace: 'eip155', balances: { [EVM_ADDRESS]: '1.5' } })
  const solana = createTestAdapter({ namespace: 'solana' })
  const client = createKeyway({
    adapters: [evm, solana],
    networks: [testMainnet, testArbitrum, testSolana],
    logger: { warn: () => {} },
    now: () => 0,
    ...overrides,
  })
  return { client, evm, solana }
}
