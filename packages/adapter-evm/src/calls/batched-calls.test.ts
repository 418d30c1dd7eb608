// @vitest-environment happy-dom
// Batched calls through an injected wallet (EIP-6963 needs a DOM window), on anvil: a wallet
// without atomic batching gets the calls one transaction at a time only when the dapp
// allowed it, and AtomicityNotSupportedError (5760) otherwise.
import {
  AtomicityNotSupportedError,
  type ChainAdapter,
  DuplicateIdError,
  defineChain,
  UnknownBundleIdError,
} from '@keyway/core'
import {
  type CreateTestEip1193ProviderParameters,
  createTestEip1193Provider,
} from '@keyway/test/eip1193'
import { announceEip6963 } from '@keyway/test/eip6963'
import { createPublicClient, type Hex, http, numberToHex, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from '../create-evm-adapter.js'

// The package's test entry (and devnet.test-helpers.ts with it) also brings devnet's Node-only
// modules, which happy-dom cannot load: the wallet and EIP-6963 come from their own entries.
const devnet = inject('devnet')
const [first] = devnet.chains
if (!first) throw new Error('devnet has an EVM chain')
const network = defineChain({
  id: first.chainId,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [first.rpcUrl] } },
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${first.chainId}`,
})
const client = createPublicClient({ transport: http(devnet.urls.evmRpc) })
const walletInfo = (letter: string) => ({
  uuid: `00000000-0000-4000-8000-0000000001${letter.charCodeAt(0).toString(16).padStart(2, '0')}`,
  name: `Batch Wallet ${letter}`,
  icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
  rdns: `dev.keyway.batch-wallet-${letter.toLowerCase()}`,
})
const adapters: EvmAdapter[] = []
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy()
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address

/** A wallet of its own (a fresh key funded on anvil), so no other file races its nonce. */
async function connected(letter: string, extra: Partial<CreateTestEip1193ProviderParameters>) {
  const privateKey = generatePrivateKey()
  const owner = privateKeyToAccount(privateKey).address
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [owner, toHex(parseEther('10'))] as never,
  })
  const [first, ...rest] = devnet.chains
  if (!first) throw new Error('devnet has no EVM chain')
  const wallet = createTestEip1193Provider({ chains: [first, ...rest], privateKey, ...extra })
  const info = walletInfo(letter)
  cleanups.push(announceEip6963(window, { info, provider: wallet }))
  const adapter = createEvmAdapter({ networks: [network], window })
  adapters.push(adapter)
  const { address } = await adapter.connect({ connectorId: info.rdns })
  const send = (
    p: Omit<
      Parameters<NonNullable<ChainAdapter['sendCalls']>>[0],
      'address' | 'network' | 'connectorId'
    >,
  ) => adapter.sendCalls?.({ address, network, connectorId: info.rdns, ...p })
  return { adapter, address, wallet, connectorId: info.rdns, send }
}

const sentTransactions = (wallet: { requests: readonly { method: string }[] }) =>
  wallet.requests.filter((r) => r.method === 'eth_sendTransaction').length

describe('sendCalls with a wallet that reports no atomic batching', () => {
  it('refuses a batch that must be atomic with AtomicityNotSupportedError (5760), sending nothing', async () => {
    const { wallet, send } = await connected('P', { atomicBatching: 'unsupported' })
    const to = freshAddress()
    const error = await send({ calls: [{ to, value: numberToHex(1n) }], forceAtomic: true })?.catch(
      (e) => e,
    )
    expect(error).toBeInstanceOf(AtomicityNotSupportedError)
    expect(error.code).toBe(5760)
    expect(sentTransactions(wallet)).toBe(0)
    expect(wallet.requests.some((r) => r.method === 'wallet_sendCalls')).toBe(false)
    expect(await client.getBalance({ address: to })).toBe(0n)
  })

  it('sends the calls one transaction at a time when the dapp allowed it, and answers their status', async () => {
    const { adapter, wallet, send, connectorId } = await connected('Q', {
      atomicBatching: 'unsupported',
    })
    const [a, b] = [freshAddress(), freshAddress()]
    const result = await send({
      calls: [
        { to: a, value: numberToHex(parseEther('0.5')) },
        { to: b, value: numberToHex(parseEther('0.25')), data: '0x' },
      ],
      forceAtomic: false,
    })
    expect(result?.sequential).toBe(true)
    expect(result?.transactionHashes).toHaveLength(2)
    expect(sentTransactions(wallet)).toBe(2)
    expect(await client.getBalance({ address: a })).toBe(parseEther('0.5'))
    expect(await client.getBalance({ address: b })).toBe(parseEther('0.25'))

    const status = await adapter.getCallsStatus?.({ id: result?.id ?? '', connectorId })
    expect(status).toMatchObject({ statusCode: 200, status: 'success', atomic: false })
    expect(status?.receipts.map((r) => r.transactionHash)).toEqual(result?.transactionHashes)
    expect(status?.receipts.every((r) => r.status === 'success')).toBe(true)

    // The wallet never saw this batch: nothing for it to show; a reused id is refused.
    await expect(
      adapter.showCallsStatus?.({ id: result?.id ?? '', connectorId }),
    ).rejects.toBeInstanceOf(UnknownBundleIdError)
    await expect(
      send({ calls: [{ to: a }], forceAtomic: false, id: result?.id }),
    ).rejects.toBeInstanceOf(DuplicateIdError)
  })

  it('ends a sequential batch at a call that fails after another is on chain, and reports 600', async () => {
    const { adapter, wallet, send, connectorId } = await connected('R', {
      atomicBatching: 'unsupported',
    })
    const [to, never] = [freshAddress(), freshAddress()]
    // USDC's transfer of more than the account holds (none) fails; what follows is not sent.
    const overdraw = `0xa9059cbb${to.slice(2).padStart(64, '0')}${(10n ** 12n).toString(16).padStart(64, '0')}`
    const result = await send({
      calls: [
        { to, value: numberToHex(3n) },
        { to: devnet.tokens.usdc, data: overdraw as Hex },
        { to: never, value: numberToHex(1n) },
      ],
      forceAtomic: false,
    })
    expect(result?.transactionHashes).toHaveLength(1)
    // The wallet was asked for the second (it failed there), never for the third.
    expect(sentTransactions(wallet)).toBe(2)
    const status = await adapter.getCallsStatus?.({ id: result?.id ?? '', connectorId })
    expect(status).toMatchObject({ statusCode: 600, status: 'failure', atomic: false })
    expect(await client.getBalance({ address: to })).toBe(3n)
    expect(await client.getBalance({ address: never })).toBe(0n)
  })

  it('answers UnknownBundleIdError (5730) for an id neither it nor the wallet knows', async () => {
    const { adapter, connectorId } = await connected('S', { atomicBatching: 'unsupported' })
    const error = await adapter
      .getCallsStatus?.({ id: `0x${'ab'.repeat(32)}`, connectorId })
      .catch((e) => e)
    expect(error).toBeInstanceOf(UnknownBundleIdError)
    expect(error.code).toBe(5730)
  })
})

describe('sendCalls with a wallet that has no EIP-5792 at all', () => {
  it('falls back to one transaction per call when allowed, and refuses an atomic batch', async () => {
    const { send } = await connected('U', {
      reject: (method) => (method.startsWith('wallet_') && method.includes('Calls') ? 4200 : false),
    })
    const to = freshAddress()
    await expect(
      send({ calls: [{ to, value: numberToHex(7n) }], forceAtomic: true }),
    ).rejects.toBeInstanceOf(AtomicityNotSupportedError)
    const result = await send({ calls: [{ to, value: numberToHex(7n) }], forceAtomic: false })
    expect(result?.sequential).toBe(true)
    expect(await client.getBalance({ address: to })).toBe(7n)
  })
})

describe('sendCalls with a wallet that reports atomic batching', () => {
  /** The wallet's EIP-5792 answers, around the test wallet (which signs nothing here). */
  function atomicWallet(provider: ReturnType<typeof createTestEip1193Provider>) {
    const asked: { method: string; params: unknown }[] = []
    const wrapped = Object.create(provider)
    Object.defineProperty(wrapped, 'request', {
      value: async (args: { method: string; params?: unknown }) => {
        if (args.method === 'wallet_getCapabilities') {
          return { [numberToHex(first?.chainId ?? 0)]: { atomic: { status: 'supported' } } }
        }
        if (args.method === 'wallet_sendCalls') {
          asked.push({ method: args.method, params: args.params })
          return { id: '0xbatch' }
        }
        if (args.method === 'wallet_getCallsStatus' || args.method === 'wallet_showCallsStatus') {
          asked.push({ method: args.method, params: args.params })
          if (args.method === 'wallet_showCallsStatus') return null
          return {
            version: '2.0.0',
            id: '0xbatch',
            chainId: numberToHex(first?.chainId ?? 0),
            status: 200,
            atomic: true,
            receipts: [
              {
                logs: [],
                status: '0x1',
                blockHash: `0x${'11'.repeat(32)}`,
                blockNumber: '0x10',
                gasUsed: '0x5208',
                transactionHash: `0x${'22'.repeat(32)}`,
              },
            ],
          }
        }
        return provider.request(args)
      },
    })
    return { wallet: wrapped as typeof provider, asked }
  }

  it("hands the batch to the wallet's own wallet_sendCalls (atomicRequired from forceAtomic) and reads its status from the wallet", async () => {
    const privateKey = generatePrivateKey()
    const [chain, ...rest] = devnet.chains
    if (!chain) throw new Error('devnet has no EVM chain')
    const base = createTestEip1193Provider({ chains: [chain, ...rest], privateKey })
    const { wallet, asked } = atomicWallet(base)
    const info = walletInfo('V')
    cleanups.push(announceEip6963(window, { info, provider: wallet }))
    const adapter = createEvmAdapter({ networks: [network], window })
    adapters.push(adapter)
    const { address } = await adapter.connect({ connectorId: info.rdns })
    const to = freshAddress()
    const result = await adapter.sendCalls?.({
      address,
      network,
      connectorId: info.rdns,
      calls: [
        { to, value: numberToHex(9n) },
        { to, data: '0xabcdef' },
      ],
      forceAtomic: true,
    })
    expect(result).toEqual({ id: '0xbatch', sequential: false })
    expect(asked[0]?.params).toMatchObject([
      {
        version: '2.0.0',
        atomicRequired: true,
        chainId: numberToHex(chain.chainId),
        from: address,
        calls: [
          { to, value: '0x9' },
          { to, data: '0xabcdef' },
        ],
      },
    ])
    expect(base.requests.some((r) => r.method === 'eth_sendTransaction')).toBe(false)
    const status = await adapter.getCallsStatus?.({ id: '0xbatch', connectorId: info.rdns })
    expect(status).toMatchObject({ statusCode: 200, status: 'success', atomic: true })
    expect(status?.receipts).toEqual([
      {
        transactionHash: `0x${'22'.repeat(32)}`,
        status: 'success',
        blockNumber: 16n,
        gasUsed: 21000n,
      },
    ])
    await adapter.showCallsStatus?.({ id: '0xbatch', connectorId: info.rdns })
    expect(asked.map((a) => a.method)).toEqual([
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_showCallsStatus',
    ])
  })
})

describe('sendCalls with a wallet that runs batches atomically (EIP-7702), on anvil', () => {
  it('sends the batch through wallet_sendCalls as one transaction: one prompt, both effects', async () => {
    const delegator = devnet.delegator7702
    if (!delegator) throw new Error('devnet has no EIP7702StatelessDeleGator')
    const { adapter, wallet, send, connectorId } = await connected('W', {
      atomicBatching: { delegator },
    })
    const [a, b] = [freshAddress(), freshAddress()]
    const result = await send({
      calls: [
        { to: a, value: numberToHex(11n) },
        { to: b, value: numberToHex(22n) },
      ],
      forceAtomic: true,
    })
    expect(result?.sequential).toBe(false)
    expect(wallet.requests.filter((r) => r.method === 'wallet_sendCalls')).toHaveLength(1)
    expect(sentTransactions(wallet)).toBe(0)
    expect(await client.getBalance({ address: a })).toBe(11n)
    expect(await client.getBalance({ address: b })).toBe(22n)
    const status = await adapter.getCallsStatus?.({ id: result?.id ?? '', connectorId })
    expect(status).toMatchObject({ statusCode: 200, status: 'success', atomic: true })
    expect(status?.receipts).toHaveLength(1)
  })
})
