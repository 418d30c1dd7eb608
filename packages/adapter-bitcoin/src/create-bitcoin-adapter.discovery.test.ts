// @vitest-environment happy-dom
// How Bitcoin wallets sit beside the other namespaces' entries, and how a prompt is bounded.
import { type Connector, RequestAbortedError, TimeoutError } from '@keyway/core'
import { mergeConnectors } from '@keyway/core/testing'
import { announceEip6963, testWalletIcon } from '@keyway/test'
import { describe, expect, it } from 'vitest'
import {
  installSatsWallet,
  localAdapter,
  onCleanup,
  registerWallet,
} from './create-bitcoin-adapter.test-helpers.js'

function announceEvm(name: string, rdns: string): Connector {
  const info = { uuid: crypto.randomUUID(), name, icon: testWalletIcon('#f7931a', 'B'), rdns }
  onCleanup(announceEip6963(window, { info, provider: {} }))
  // What the EVM adapter lists for it (its EIP-6963 connector).
  return { id: rdns, name, chain: 'eip155', type: 'ANNOUNCED', info: { rdns } }
}

describe('one entry per wallet across namespaces', () => {
  it('gives a sats-connect wallet the rdns of the EVM wallet of its name, so core merges them', () => {
    installSatsWallet({ name: 'Dual Sats' })
    const adapter = localAdapter()
    const evm = announceEvm('Dual Sats', 'dev.keyway.dual-sats')
    const [bitcoinConnector] = adapter.getConnectors()
    expect(bitcoinConnector).toMatchObject({
      id: 'KeywayTestBitcoin.BitcoinProvider',
      info: { rdns: 'dev.keyway.dual-sats' },
    })
    const merged = mergeConnectors([evm, bitcoinConnector as Connector])
    expect(merged).toHaveLength(1)
    expect(merged[0]?.connectors?.map((c) => c.chain)).toEqual(['eip155', 'bip122'])
  })

  it('lists a Wallet Standard wallet under that rdns, and connects it by name too', async () => {
    registerWallet({ name: 'Dual Standard' })
    const adapter = localAdapter()
    announceEvm('Dual Standard', 'dev.keyway.dual-standard')
    expect(adapter.getConnectors()[0]).toMatchObject({ id: 'dev.keyway.dual-standard' })
    const connection = await adapter.connect({ connectorId: 'Dual Standard' })
    expect(connection.connectorId).toBe('dev.keyway.dual-standard')
  })
  it('starts beside an EVM wallet that answers the EIP-6963 request at once', () => {
    // Real extensions announce inside the dispatch of eip6963:requestProvider, so the
    // announcement reaches the adapter while it is being created.
    registerWallet({ name: 'Early Standard' })
    announceEvm('Early Standard', 'dev.keyway.early-standard')
    const adapter = localAdapter()
    expect(adapter.getConnectors()[0]).toMatchObject({ id: 'dev.keyway.early-standard' })
  })
})

describe('a wallet that never answers', () => {
  function hangingSignMessage() {
    const { wallet } = registerWallet()
    const features = wallet.features as Record<string, unknown>
    features['bitcoin:signMessage'] = {
      version: '1.0.0',
      signMessage: () => new Promise(() => {}),
    }
  }

  it('is given up on when the signal aborts', async () => {
    hangingSignMessage()
    const adapter = localAdapter()
    const { address } = await adapter.connect({ connectorId: 'Keyway Test Bitcoin Wallet' })
    const controller = new AbortController()
    const signing = adapter.signMessage({ message: 'm', address, signal: controller.signal })
    controller.abort()
    await expect(signing).rejects.toBeInstanceOf(RequestAbortedError)
  })

  it('is given up on after the wallet time limit', async () => {
    hangingSignMessage()
    const adapter = localAdapter({ walletTimeoutMs: 50 })
    const { address } = await adapter.connect({ connectorId: 'Keyway Test Bitcoin Wallet' })
    await expect(adapter.signBitcoinMessage({ message: 'm', address })).rejects.toBeInstanceOf(
      TimeoutError,
    )
  })
})
