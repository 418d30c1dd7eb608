// @vitest-environment happy-dom
// The adapter's wiring of WalletConnect's bip122 namespace (walletconnect/), against a
// universal provider stand-in that answers like a wallet: a session with one payment account
// per chain, getAccountAddresses with the ordinals address, and BIP-322 signatures made with
// @keyway/test's Bitcoin keys. (The relay round trip is the walletconnect module's own test.)
import {
  bitcoin,
  bitcoinTestnet,
  InvalidParamsRpcError,
  UnsupportedChainIdError,
  UserRejectedRequestError,
} from '@keyway/core'
import {
  type BitcoinTestKeys,
  createBitcoinTestKeys,
  signBip322Simple,
  verifyBitcoinMessage,
} from '@keyway/test/bitcoin-wallet'
import { describe, expect, it } from 'vitest'
import { localAdapter, recordEvents } from './create-bitcoin-adapter.test-helpers.js'

const TESTNET = String(bitcoinTestnet.id)
const MAINNET = String(bitcoin.id)
const metadata = { name: 'Test', description: 'Test', url: 'https://keyway.test', icons: [] }

/** A universal provider stand-in whose wallet approves `chains` (CAIP-2 references). */
function fakeUniversalProvider(chains: readonly string[]) {
  const keys: Record<string, BitcoinTestKeys> = {
    [TESTNET]: createBitcoinTestKeys('walletconnect', 'testnet'),
    [MAINNET]: createBitcoinTestKeys('walletconnect', 'mainnet'),
  }
  const listeners = new Map<string, ((payload: unknown) => void)[]>()
  const requests: string[] = []
  const transfers: { chain: string; params: Record<string, unknown> }[] = []
  let rejectNext = false
  const provider = {
    session: undefined as
      | {
          topic: string
          namespaces: Record<
            string,
            { accounts: string[]; methods: string[]; chains: string[]; events: string[] }
          >
        }
      | undefined,
    requests,
    transfers,
    keys,
    rejectNextRequest() {
      rejectNext = true
    },
    on(event: string, listener: (payload: unknown) => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener])
      return provider
    },
    emit(event: string, payload: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(payload)
    },
    async connect() {
      provider.session = {
        topic: 'topic-1',
        namespaces: {
          bip122: {
            chains: chains.map((c) => `bip122:${c}`),
            accounts: chains.map((c) => `bip122:${c}:${keys[c]?.payment.address}`),
            methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
            events: ['bip122_addressesChanged'],
          },
        },
      }
    },
    async disconnect() {
      provider.session = undefined
      provider.emit('session_delete', {})
    },
    async request(
      { method, params }: { method: string; params: Record<string, unknown> },
      chain: string,
    ) {
      requests.push(method)
      if (rejectNext) {
        rejectNext = false
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      }
      const wallet = keys[chain.slice('bip122:'.length)]
      if (!wallet) throw new Error(`No keys on ${chain}`)
      if (method === 'getAccountAddresses') {
        return [
          {
            address: wallet.payment.address,
            publicKey: wallet.payment.publicKeyHex,
            intention: 'payment',
          },
          {
            address: wallet.ordinals.address,
            publicKey: wallet.ordinals.publicKeyHex,
            intention: 'ordinal',
          },
        ]
      }
      if (method === 'signMessage') {
        const account = [wallet.payment, wallet.ordinals].find((a) => a.address === params.address)
        if (!account) throw new Error('Unknown address')
        return {
          address: account.address,
          signature: signBip322Simple({ message: String(params.message), ...account }),
        }
      }
      if (method === 'sendTransfer') {
        // A wallet with a Bitcoin node builds, signs and broadcasts; this one only answers.
        transfers.push({ chain, params })
        return { txid: 'ab'.repeat(32) }
      }
      throw new Error(`Unexpected ${method}`)
    },
  }
  return provider
}

function walletConnectAdapter(provider: ReturnType<typeof fakeUniversalProvider>) {
  return localAdapter({
    projectId: 'test-project',
    walletConnect: { metadata, provider: async () => provider as never },
  })
}

describe('WalletConnect bip122 through the adapter', () => {
  it('lists WalletConnect only when configured', () => {
    expect(localAdapter().getConnectors()).toEqual([])
    const adapter = walletConnectAdapter(fakeUniversalProvider([TESTNET]))
    expect(adapter.getConnectors()).toEqual([
      { id: 'walletConnect', name: 'WalletConnect', chain: 'bip122', type: 'WALLET_CONNECT' },
    ])
  })

  it('connects with the payment (session) and ordinals (getAccountAddresses) addresses', async () => {
    const provider = fakeUniversalProvider([TESTNET, MAINNET])
    const adapter = walletConnectAdapter(provider)
    const connection = await adapter.connect({ connectorId: 'walletConnect' })
    const keys = provider.keys[TESTNET]
    expect(connection).toMatchObject({
      connectorId: 'walletConnect',
      chainId: TESTNET,
      address: keys?.payment.address,
      accounts: [
        { address: keys?.payment.address, type: 'payment' },
        { address: keys?.ordinals.address, type: 'ordinal' },
      ],
    })
  })

  it('signs BIP-322 through the session and reports the protocol; a refusal is typed', async () => {
    const provider = fakeUniversalProvider([TESTNET])
    const adapter = walletConnectAdapter(provider)
    const { address } = await adapter.connect({ connectorId: 'walletConnect' })
    const signed = await adapter.signBitcoinMessage({ message: 'over the relay' })
    expect(signed.protocol).toBe('bip322')
    expect(
      verifyBitcoinMessage({
        network: 'testnet',
        message: 'over the relay',
        address,
        signature: signed.signature,
      }),
    ).toEqual({ valid: true, protocol: 'bip322' })
    provider.rejectNextRequest()
    await expect(adapter.signMessage({ message: 'no', address })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('switches to another approved chain (new addresses), and refuses one the session lacks', async () => {
    const both = fakeUniversalProvider([TESTNET, MAINNET])
    const adapter = walletConnectAdapter(both)
    await adapter.connect({ connectorId: 'walletConnect' })
    const events = recordEvents(adapter)
    await adapter.switchNetwork({ network: bitcoin })
    expect(events).toContainEqual({
      name: 'chainChanged',
      payload: { connectorId: 'walletConnect', chainId: MAINNET },
    })
    expect(adapter.getBitcoinAddresses()[0]?.address).toBe(both.keys[MAINNET]?.payment.address)

    const one = walletConnectAdapter(fakeUniversalProvider([TESTNET]))
    await one.connect({ connectorId: 'walletConnect' })
    await expect(one.switchNetwork({ network: bitcoin })).rejects.toBeInstanceOf(
      UnsupportedChainIdError,
    )
  })

  it('has the wallet send a transfer from the payment address and answers its txid', async () => {
    const provider = fakeUniversalProvider([TESTNET])
    const adapter = walletConnectAdapter(provider)
    await adapter.connect({ connectorId: 'walletConnect' })
    const keys = provider.keys[TESTNET]
    const recipient = keys?.ordinals.address ?? ''
    await expect(
      adapter.sendBitcoinTransfer({ recipientAddress: recipient, amount: 1_500n, memo: 'rent' }),
    ).resolves.toEqual({ txid: 'ab'.repeat(32) })
    expect(provider.transfers).toEqual([
      {
        chain: bitcoinTestnet.caipNetworkId,
        params: {
          account: keys?.payment.address,
          recipientAddress: recipient,
          amount: '1500',
          memo: 'rent',
        },
      },
    ])
    await expect(
      adapter.sendBitcoinTransfer({ recipientAddress: recipient, amount: 0n }),
    ).rejects.toBeInstanceOf(InvalidParamsRpcError)
    expect(provider.transfers).toHaveLength(1)
  })

  it('ends the connection when the wallet ends the session', async () => {
    const provider = fakeUniversalProvider([TESTNET])
    const adapter = walletConnectAdapter(provider)
    await adapter.connect({ connectorId: 'walletConnect' })
    const events = recordEvents(adapter)
    await provider.disconnect()
    expect(events).toContainEqual({ name: 'disconnect', payload: { connectorId: 'walletConnect' } })
  })
})
