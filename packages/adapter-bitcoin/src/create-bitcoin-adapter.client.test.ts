// @vitest-environment happy-dom
// The adapter in a Keyway client, as a dapp uses it: connect from the client, the payment
// address shown and the ordinals one beside it, switching between them, a reload restoring
// the connection, signing through core's signMessage, and the network switch.
import {
  bitcoin,
  bitcoinTestnet,
  connect,
  createKeyway,
  createMemoryStorage,
  getAccount,
  reconnect,
  type StorageLike,
  signMessage,
  switchAccount,
  switchNetwork,
} from '@keyway/core'
import { verifyBitcoinMessage } from '@keyway/test/bitcoin-wallet'
import { afterEach, describe, expect, it } from 'vitest'
import { installSatsWallet, localAdapter } from './create-bitcoin-adapter.test-helpers.js'

const ID = 'KeywayTestBitcoin.BitcoinProvider'
const clients: { destroy(): void }[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

function makeClient(storage: StorageLike) {
  const adapter = localAdapter({ storage })
  const client = createKeyway({
    adapters: [adapter],
    networks: [bitcoinTestnet, bitcoin],
    storage,
    logger: { warn: () => {} },
  })
  clients.push(client)
  return client
}

describe('a Bitcoin wallet in a Keyway client', () => {
  it('connects with the payment address active, both addresses listed, and switches to ordinals', async () => {
    const { testWallet } = installSatsWallet()
    const client = makeClient(createMemoryStorage())
    await connect(client, { connectorId: ID })
    const account = getAccount(client)
    expect(account.address).toBe(testWallet.keys.payment.address)
    expect(account.caipAddress).toBe(
      `${bitcoinTestnet.caipNetworkId}:${testWallet.keys.payment.address}`,
    )
    expect(account.allAccounts).toEqual([
      { address: testWallet.keys.payment.address, type: 'payment' },
      { address: testWallet.keys.ordinals.address, type: 'ordinal' },
    ])
    await switchAccount(client, { address: testWallet.keys.ordinals.address })
    expect(getAccount(client).address).toBe(testWallet.keys.ordinals.address)
  })

  it('signs through core (BIP-322, verified) and restores the connection on a reload', async () => {
    const { testWallet } = installSatsWallet()
    const storage = createMemoryStorage()
    const first = makeClient(storage)
    await connect(first, { connectorId: ID })
    const signature = await signMessage(first, { message: 'Keyway', namespace: 'bip122' })
    expect(
      verifyBitcoinMessage({
        network: 'testnet',
        message: 'Keyway',
        address: testWallet.keys.payment.address,
        signature,
      }),
    ).toEqual({ valid: true, protocol: 'bip322' })

    const prompts = testWallet.requests.filter((m) => m === 'connect').length
    const reloaded = makeClient(storage)
    await reconnect(reloaded)
    expect(getAccount(reloaded).address).toBe(testWallet.keys.payment.address)
    // Restored with wallet_getAccount: the wallet showed no connect prompt.
    expect(testWallet.requests.filter((m) => m === 'connect')).toHaveLength(prompts)
  })

  it('switches the network from the client: the mainnet address replaces the testnet one', async () => {
    const { testWallet } = installSatsWallet()
    const client = makeClient(createMemoryStorage())
    await connect(client, { connectorId: ID })
    await switchNetwork(client, { network: bitcoin })
    await expect.poll(() => getAccount(client).address).toBe(testWallet.keys.payment.address)
    expect(getAccount(client).address?.startsWith('bc1q')).toBe(true)
    expect(getAccount(client).caipAddress?.startsWith(bitcoin.caipNetworkId)).toBe(true)
  })
})
