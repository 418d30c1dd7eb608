import { describe, expect, it } from 'vitest'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { switchNetwork } from '../actions/switch-network.js'
import { createTestAdapter } from '../adapter/test-adapter.js'
import { testMainnet, testSolana } from '../adapter/test-networks.js'
import { createMemoryStorage } from '../controllers/storage.js'
import { NetworkNotFoundError } from '../errors/chain.js'
import type { TokenBalance } from '../types/account.js'
import { createKeyway } from './create-keyway.js'

const RECEIVER = '0x2222222222222222222222222222222222222222'
const ETH: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: '18', numeric: '2' },
  iconUrl: '',
}
const USDC: TokenBalance = {
  ...ETH,
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  quantity: { decimals: '6', numeric: '10' },
}

function makeClient() {
  const evm = createTestAdapter({
    namespace: 'eip155',
    balances: { '0x1111111111111111111111111111111111111111': '2.5' },
  })
  const storage = createMemoryStorage()
  const client = createKeyway({
    adapters: [evm],
    networks: [testMainnet, testSolana],
    storage,
    logger: { warn: () => {} },
    now: () => 0,
  })
  return { client, evm, storage }
}

describe('feature controllers wired by createKeyway', () => {
  it('sends a native amount through the active adapter in the smallest unit', async () => {
    const { client, evm } = makeClient()
    await connect(client, { connectorId: 'eip155-injected' })
    client._internal.send.setToken(ETH)
    client._internal.send.setTokenAmount('1.5')
    client._internal.send.setReceiverAddress(RECEIVER)
    const hash = await client._internal.send.send()
    expect(hash).toMatch(/^0x/)
    expect(evm.calls.sendTransaction).toEqual([
      {
        to: RECEIVER,
        value: 1_500_000_000_000_000_000n,
        address: '0x1111111111111111111111111111111111111111',
      },
    ])
  })

  it('scales a token amount by the token decimals', async () => {
    const { client, evm } = makeClient()
    await connect(client, { connectorId: 'eip155-injected' })
    client._internal.send.setToken(USDC)
    client._internal.send.setTokenAmount('2.25')
    client._internal.send.setReceiverAddress(RECEIVER)
    await client._internal.send.send()
    expect(evm.calls.sendTransaction[0]?.value).toBe(2_250_000n)
  })

  it("a send with no connected account on the active namespace fails with 'Network not found'", async () => {
    const { client } = makeClient()
    await switchNetwork(client, { network: testSolana })
    client._internal.send.setToken(ETH)
    client._internal.send.setTokenAmount('1')
    client._internal.send.setReceiverAddress(RECEIVER)
    // solana is active but nothing is connected on it (no solana adapter here).
    const error = await client._internal.send.send().catch((e) => e)
    expect(error).toBeInstanceOf(NetworkNotFoundError)
    expect(error.shortMessage).toBe('Network not found')
  })

  it('reads the native balance of the active account from its adapter', async () => {
    const { client } = makeClient()
    await connect(client, { connectorId: 'eip155-injected' })
    await client._internal.balance.fetchNativeBalance()
    expect(client._internal.balance.state.nativeBalance).toBe('2.5')
  })

  it('disconnect resets the send form and clears the email-login cache (docs/embedded-wallet.md#email-login)', async () => {
    const { client } = makeClient()
    await connect(client, { connectorId: 'eip155-injected' })
    client._internal.storage.set('emailLoginUsed', true)
    client._internal.storage.set('email', 'a@b.co')
    client._internal.send.setTokenAmount('1')
    client._internal.send.setReceiverAddress(RECEIVER)
    await disconnect(client)
    expect(client._internal.send.state.sendTokenAmount).toBeUndefined()
    expect(client._internal.send.state.receiverAddress).toBeUndefined()
    expect(client._internal.storage.get('emailLoginUsed')).toBeUndefined()
    expect(client._internal.storage.get('email')).toBeUndefined()
  })
})
