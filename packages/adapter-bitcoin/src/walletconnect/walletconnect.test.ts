// WalletConnect's bip122 namespace against devnet's relay: a real @walletconnect/sign-client
// wallet (@keyway/test's bip122 wallet) pairs with the wc: URI, approves eip155, solana AND
// bip122 in one session, and answers getAccountAddresses / signMessage / signPsbt /
// sendTransfer; the signatures verify with @scure/btc-signer + noble.
import { randomUUID } from 'node:crypto'
import {
  bitcoin,
  bitcoinTestnet,
  ConnectorNotConnectedError,
  InvalidParamsRpcError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from '@keyway/core'
import { type Devnet, startTestDevnet } from '@keyway/test'
import {
  type Bip122WalletConnectWallet,
  createBip122WalletConnectWallet,
  createBitcoinTestKeys,
  verifyBitcoinMessage,
} from '@keyway/test/bitcoin-wallet'
import {
  type ClosableWalletConnectClient,
  createWalletConnectClosers,
  type KeyValueStorage,
  memoryKeyValueStorage,
} from '@keyway/test/walletconnect'
import { Transaction } from '@scure/btc-signer'
import { SignClient } from '@walletconnect/sign-client'
import { UniversalProvider as UniversalProviderClass } from '@walletconnect/universal-provider'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BitcoinWalletConnectAddress } from './bip122.js'
import {
  type BitcoinWalletConnect,
  createBitcoinWalletConnect,
  type UniversalProvider,
} from './walletconnect.js'

const PROJECT_ID = 'keyway-test'
const metadata = { name: 'Keyway test', description: 'test', url: 'http://127.0.0.1', icons: [] }
const EVM_CHAIN = 'eip155:31337'
const EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const SOLANA_ADDRESS = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const OTHER_NAMESPACES = {
  eip155: { chains: [EVM_CHAIN], methods: ['personal_sign'], events: ['chainChanged'] },
  solana: { chains: [SOLANA_CHAIN], methods: ['solana_signMessage'], events: [] },
}
const TESTNET = bitcoinTestnet.id as string
const MAINNET = bitcoin.id as string

type Closable = ClosableWalletConnectClient
const closers = createWalletConnectClosers()
let devnet: Devnet

beforeAll(async () => {
  devnet = await startTestDevnet()
  closers.add(() => devnet.stop())
})
afterAll(() => closers.closeAll())

async function startWallet(
  options: Partial<Parameters<typeof createBip122WalletConnectWallet>[0]> = {},
): Promise<Bip122WalletConnectWallet & { client: Awaited<ReturnType<typeof SignClient.init>> }> {
  const client = await SignClient.init({
    projectId: PROJECT_ID,
    relayUrl: devnet.urls.relay,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { ...metadata, name: 'bip122 wallet' },
    storage: memoryKeyValueStorage(),
    customStoragePrefix: `wallet-${randomUUID()}`,
  })
  closers.closeLater(client)
  const wallet = createBip122WalletConnectWallet({
    secret: `wc-${randomUUID()}`,
    signClient: client as never,
    extraNamespaces: {
      eip155: {
        chains: [EVM_CHAIN],
        accounts: [`${EVM_CHAIN}:${EVM_ADDRESS}`],
        methods: ['personal_sign'],
        events: ['chainChanged'],
      },
      solana: {
        chains: [SOLANA_CHAIN],
        accounts: [`${SOLANA_CHAIN}:${SOLANA_ADDRESS}`],
        methods: ['solana_signMessage'],
        events: [],
      },
    },
    ...options,
  })
  return Object.assign(wallet, { client })
}

async function dappProvider(storage: KeyValueStorage, prefix: string) {
  const provider = (await UniversalProviderClass.init({
    projectId: PROJECT_ID,
    relayUrl: devnet.urls.relay,
    metadata,
    telemetryEnabled: false,
    logger: 'silent',
    storage: storage as never,
    customStoragePrefix: prefix,
  })) as UniversalProvider
  closers.closeLater(provider.client as unknown as Closable)
  return provider
}

type Observed = {
  ended: number
  changes: { chainId: string; addresses: BitcoinWalletConnectAddress[] }[]
}

function bitcoinWalletConnect(
  provider: UniversalProvider,
  pairWith?: { client: { pair(p: { uri: string }): Promise<unknown> } },
) {
  const observed: Observed = { ended: 0, changes: [] }
  const walletConnect: BitcoinWalletConnect = createBitcoinWalletConnect({
    projectId: PROJECT_ID,
    options: { metadata, provider: async () => provider, optionalNamespaces: OTHER_NAMESPACES },
    networks: [bitcoinTestnet, bitcoin],
    onDisplayUri: (uri) => {
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
      void pairWith?.client.pair({ uri })
    },
    onSessionEnded: () => {
      observed.ended++
    },
    onAddressesChanged: (chainId, addresses) => observed.changes.push({ chainId, addresses }),
  })
  return { walletConnect, observed }
}

describe('WalletConnect bip122 over devnet relay', () => {
  const storage = memoryKeyValueStorage()
  const prefix = `dapp-${randomUUID()}`
  let provider: UniversalProvider
  let wallet: Awaited<ReturnType<typeof startWallet>>
  let walletConnect: BitcoinWalletConnect
  let observed: Observed

  it('one proposal: the wallet approves eip155, solana and bip122 in ONE session; payment and ordinals addresses', async () => {
    provider = await dappProvider(storage, prefix)
    wallet = await startWallet()
    ;({ walletConnect, observed } = bitcoinWalletConnect(provider, wallet))
    const connection = await walletConnect.connect()
    const keys = wallet.keysOn('testnet')
    expect(connection).toEqual({
      chainId: TESTNET,
      addresses: [
        { address: keys.payment.address, purpose: 'payment', publicKey: keys.payment.publicKeyHex },
        {
          address: keys.ordinals.address,
          purpose: 'ordinals',
          publicKey: keys.ordinals.publicKeyHex,
        },
      ],
    })
    expect(keys.payment.address).toMatch(/^tb1q/)
    expect(keys.ordinals.address).toMatch(/^tb1p/)
    expect(wallet.client.session.getAll()).toHaveLength(1)
    const namespaces = provider.session?.namespaces ?? {}
    expect(Object.keys(namespaces).sort()).toEqual(['bip122', 'eip155', 'solana'])
    expect(namespaces.bip122?.accounts).toContain(
      `${bitcoinTestnet.caipNetworkId}:${keys.payment.address}`,
    )
    expect(namespaces.bip122?.events).toEqual(['bip122_addressesChanged'])
    expect(namespaces.eip155?.accounts).toEqual([`${EVM_CHAIN}:${EVM_ADDRESS}`])
    expect(namespaces.solana?.accounts).toEqual([`${SOLANA_CHAIN}:${SOLANA_ADDRESS}`])
    expect(await walletConnect.approvedChains()).toEqual([TESTNET, MAINNET])
  })

  it('signMessage asks BIP-322 and answers base64; the signature verifies for the payment and the ordinals address', async () => {
    const keys = wallet.keysOn('testnet')
    for (const address of [keys.payment.address, keys.ordinals.address]) {
      const signed = await walletConnect.signMessage({
        message: 'Sign in to keyway.test',
        address,
        chainId: TESTNET,
      })
      expect(signed).toMatchObject({ address, protocol: 'bip322' })
      expect(
        verifyBitcoinMessage({
          address,
          message: 'Sign in to keyway.test',
          signature: signed.signature,
          network: 'testnet',
        }),
      ).toEqual({ valid: true, protocol: 'bip322' })
    }
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'signMessage',
      chainId: bitcoinTestnet.caipNetworkId,
      params: { account: keys.payment.address, protocol: 'bip322' },
    })
  })

  it('signMessage with protocol ecdsa gives a legacy signature, reported as such', async () => {
    const keys = wallet.keysOn('testnet')
    const signed = await walletConnect.signMessage({
      message: 'legacy',
      protocol: 'ecdsa',
      chainId: TESTNET,
    })
    expect(signed.protocol).toBe('ecdsa')
    expect(
      verifyBitcoinMessage({
        address: keys.payment.address,
        message: 'legacy',
        signature: signed.signature,
        network: 'testnet',
      }),
    ).toEqual({ valid: true, protocol: 'ecdsa' })
  })

  it('signPsbt: the wallet signs the inputs named by address and index', async () => {
    const keys = wallet.keysOn('testnet')
    const tx = new Transaction()
    tx.addInput({
      txid: new Uint8Array(32).fill(7),
      index: 0,
      witnessUtxo: { script: keys.payment.script, amount: 20_000n },
    })
    tx.addInput({
      txid: new Uint8Array(32).fill(8),
      index: 0,
      witnessUtxo: { script: keys.ordinals.script, amount: 546n },
      tapInternalKey: keys.ordinals.publicKey,
    })
    tx.addOutput({ script: keys.payment.script, amount: 19_000n })
    const { psbt } = await walletConnect.signPsbt({
      psbt: Buffer.from(tx.toPSBT()).toString('base64'),
      signInputs: [
        { address: keys.payment.address, index: 0 },
        { address: keys.ordinals.address, index: 1 },
      ],
      chainId: TESTNET,
    })
    const signed = Transaction.fromPSBT(Buffer.from(psbt, 'base64'))
    signed.finalize()
    expect(signed.isFinal).toBe(true)
  })

  it('sendTransfer reaches the wallet with the published params; its refusal (no Bitcoin node) is a typed error', async () => {
    const recipient = wallet.keysOn('testnet').ordinals.address
    await expect(
      walletConnect.sendTransfer({ recipientAddress: recipient, amount: 1_500n, chainId: TESTNET }),
    ).rejects.toBeInstanceOf(UnsupportedProviderMethodError)
    expect(wallet.requests.at(-1)).toEqual({
      method: 'sendTransfer',
      chainId: bitcoinTestnet.caipNetworkId,
      params: {
        account: wallet.keysOn('testnet').payment.address,
        recipientAddress: recipient,
        amount: '1500',
      },
    })
    await expect(
      walletConnect.sendTransfer({ recipientAddress: recipient, amount: 0n, chainId: TESTNET }),
    ).rejects.toBeInstanceOf(InvalidParamsRpcError)
  })

  it('a user rejection (5000) is UserRejectedRequestError', async () => {
    wallet.testWallet.rejectNext('signMessage')
    await expect(
      walletConnect.signMessage({ message: 'no', chainId: TESTNET }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('switchChain: the mainnet addresses of the same session', async () => {
    const connection = await walletConnect.switchChain(MAINNET)
    expect(connection.chainId).toBe(MAINNET)
    expect(connection.addresses.map((a) => a.address)).toEqual([
      expect.stringMatching(/^bc1q/),
      expect.stringMatching(/^bc1p/),
    ])
    await expect(walletConnect.switchChain('not-approved')).rejects.toBeInstanceOf(
      ConnectorNotConnectedError,
    )
  })

  it('restores the session on a new page load (same storage) without a new pairing', async () => {
    const reloaded = bitcoinWalletConnect(await dappProvider(storage, prefix))
    const connection = await reloaded.walletConnect.reconnect(TESTNET)
    expect(connection.addresses.map((a) => a.purpose)).toEqual(['payment', 'ordinals'])
    expect(connection.addresses[0]?.address).toBe(wallet.keysOn('testnet').payment.address)
  })

  it('reports bip122_addressesChanged: nothing when the addresses are the same, the new ordinals address when it changed', async () => {
    observed.changes.length = 0
    await wallet.emitAddressesChanged()
    const keys = wallet.keysOn('testnet')
    const [session] = wallet.client.session.getAll()
    if (!session) throw new Error('no session')
    const other = createBitcoinTestKeys('rotated', 'testnet').ordinals.address
    await wallet.client.emit({
      topic: session.topic,
      event: {
        name: 'bip122_addressesChanged',
        data: [
          { address: keys.payment.address, intention: 'payment' },
          { address: other, intention: 'ordinal' },
        ],
      },
      chainId: bitcoinTestnet.caipNetworkId,
    })
    await expect.poll(() => observed.changes, { timeout: 10_000 }).toHaveLength(1)
    expect(observed.changes[0]).toEqual({
      chainId: TESTNET,
      addresses: [
        { address: keys.payment.address, purpose: 'payment', publicKey: undefined },
        { address: other, purpose: 'ordinals', publicKey: undefined },
      ],
    })
  })

  it('a disconnect ends the one session: the wallet has none left, and bip122 reports it ended', async () => {
    await walletConnect.disconnect()
    expect(provider.session).toBeUndefined()
    await expect.poll(() => wallet.client.session.getAll().length, { timeout: 10_000 }).toBe(0)
    await expect(walletConnect.reconnect()).rejects.toBeInstanceOf(ConnectorNotConnectedError)
  })
})

describe('WalletConnect bip122: a wallet without a method, and the wallet ending the session', () => {
  it('refuses a method the wallet did not approve without asking it; the wallet ends the session', async () => {
    const provider = await dappProvider(memoryKeyValueStorage(), `dapp-${randomUUID()}`)
    const wallet = await startWallet({ methods: ['signMessage'] })
    const { walletConnect, observed } = bitcoinWalletConnect(provider, wallet)
    const connection = await walletConnect.connect(MAINNET)
    // Without getAccountAddresses, and with the session property describing the testnet
    // addresses, the mainnet connection has its payment address only.
    expect(connection.chainId).toBe(MAINNET)
    expect(connection.addresses).toEqual([
      {
        address: wallet.keysOn('mainnet').payment.address,
        purpose: 'payment',
        publicKey: undefined,
      },
    ])
    const before = wallet.requests.length
    await expect(
      walletConnect.signPsbt({ psbt: 'cHNidP8=', signInputs: [], chainId: MAINNET }),
    ).rejects.toBeInstanceOf(UnsupportedProviderMethodError)
    expect(wallet.requests.length).toBe(before)
    await wallet.disconnect()
    await expect.poll(() => observed.ended, { timeout: 10_000 }).toBeGreaterThan(0)
  })
})
