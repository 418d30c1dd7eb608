import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  cleanUpTestFrames,
  createTestClient,
  frameLog,
  sleep,
} from '../client/test-frame.test-helpers.js'
import type { ApprovalRequest } from './approval.js'
import { createEip1193Provider } from './eip1193.js'
import { createSolanaProvider } from './solana.js'

const EVM = '0x1111111111111111111111111111111111111111'
const SOL = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const SIGNATURE = Uint8Array.from({ length: 64 }, (_, i) => i + 1)

afterEach(() => {
  cleanUpTestFrames()
  vi.restoreAllMocks()
})

function evmSetup() {
  const { client } = createTestClient()
  const approvals: ApprovalRequest[] = []
  const settled: string[] = []
  const notAllowed: unknown[] = []
  const provider = createEip1193Provider({
    client,
    defaultChainId: 1,
    onApprovalRequired: (request) => approvals.push(request),
    onApprovalSettled: (request) => settled.push(request.method),
    onActionNotAllowed: (error) => notAllowed.push(error),
  })
  return { client, provider, approvals, settled, notAllowed }
}

describe('EIP-1193 provider', () => {
  it('connects and reports accounts and chain', async () => {
    const { provider } = evmSetup()
    const events: unknown[] = []
    provider.on('connect', (info) => events.push(['connect', info]))
    provider.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]))
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([EVM])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(events).toEqual([
      ['connect', { chainId: '0x1' }],
      ['accountsChanged', [EVM]],
    ])
  })

  it('answers safe methods silently and sends not-safe ones through the approval', async () => {
    const { provider, approvals, settled } = evmSetup()
    await provider.request({ method: 'eth_requestAccounts' })
    expect(await provider.request({ method: 'eth_getBalance', params: [EVM, 'latest'] })).toBe(
      '0xsigned',
    )
    expect(approvals).toEqual([])
    expect(await provider.request({ method: 'personal_sign', params: ['0x68', EVM] })).toBe(
      '0xsigned',
    )
    expect(approvals).toEqual([
      { namespace: 'eip155', method: 'personal_sign', chainId: 'eip155:1' },
    ])
    expect(settled).toEqual(['personal_sign'])
  })

  it("sends params as JSON: a key left undefined (viem's wallet_sendCalls id) is dropped, a bigint refused", async () => {
    const { provider } = evmSetup()
    await provider.request({ method: 'eth_requestAccounts' })
    const batch = {
      version: '2.0.0',
      chainId: '0x1',
      from: EVM,
      atomicRequired: true,
      id: undefined,
      capabilities: undefined,
      calls: [{ to: EVM, data: '0x', value: undefined }],
    }
    expect(await provider.request({ method: 'wallet_sendCalls', params: [batch] })).toBe('0xsigned')
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68', EVM, 1n] }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('keeps the frame visible while the user approves, by default', async () => {
    const { client } = createTestClient()
    const provider = createEip1193Provider({ client, defaultChainId: 1 })
    await provider.request({ method: 'eth_requestAccounts' })
    const sent = provider.request({ method: 'eth_sendTransaction', params: [{ to: EVM }] })
    await expect.poll(() => client.frameElement?.hasAttribute('data-visible')).toBe(true)
    expect(await sent).toBe('0xhash')
    expect(client.frameElement?.hasAttribute('data-visible')).toBe(false)
  })

  it('passes the frame\u2019s rejection on with its code, and still ends the approval', async () => {
    const { provider, settled } = evmSetup()
    await provider.request({ method: 'eth_requestAccounts' })
    await expect(
      provider.request({ method: 'personal_sign', params: ['0xreject', EVM] }),
    ).rejects.toMatchObject({ shortMessage: 'User rejected', code: 4001 })
    expect(settled).toEqual(['personal_sign'])
  })

  it('refuses a method off the allow-list; "Action not allowed" follows after 300 ms', async () => {
    const { client, provider, notAllowed } = evmSetup()
    const started = performance.now()
    await expect(
      provider.request({ method: 'eth_sign', params: [EVM, '0x00'] }),
    ).rejects.toMatchObject({
      name: 'RpcCallNotAllowedError',
      shortMessage: 'Requested RPC call is not allowed',
    })
    expect(client.frameElement).toBeUndefined()
    await sleep(150)
    expect(notAllowed).toEqual([])
    await expect.poll(() => notAllowed.length).toBe(1)
    expect(performance.now() - started).toBeGreaterThanOrEqual(300)
    expect(notAllowed[0]).toMatchObject({
      name: 'ActionNotAllowedError',
      shortMessage: 'Action not allowed',
    })
    await expect(
      provider.request({ method: 'solana_signMessage', params: {} }),
    ).rejects.toMatchObject({ name: 'RpcCallNotAllowedError' })
  })

  it('switches chain with chainChanged, and disconnects with accountsChanged([]) and disconnect', async () => {
    const { provider } = evmSetup()
    await provider.request({ method: 'eth_requestAccounts' })
    const events: unknown[] = []
    provider.on('chainChanged', (chainId) => events.push(['chainChanged', chainId]))
    provider.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]))
    provider.on('disconnect', (error) => events.push(['disconnect', error.code]))
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 'ten' }] }),
    ).rejects.toMatchObject({ code: -32602 })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xa')
    await provider.disconnect()
    expect(events).toEqual([
      ['chainChanged', '0xa'],
      ['accountsChanged', []],
      ['disconnect', 4900],
    ])
  })
})

function solanaSetup() {
  const { client } = createTestClient()
  const approvals: ApprovalRequest[] = []
  const provider = createSolanaProvider({
    client,
    chainId: SOLANA_MAINNET,
    onApprovalRequired: (request) => {
      approvals.push(request)
    },
  })
  return { client, provider, approvals }
}

const bytes = (text: string) => new TextEncoder().encode(text)

describe('Solana provider', () => {
  it('needs a connection before signing', async () => {
    const { provider } = solanaSetup()
    await expect(provider.signMessage(bytes('hello'))).rejects.toMatchObject({
      shortMessage: 'Connector not connected',
    })
  })

  it('connects and signs a message through the approval', async () => {
    const { provider, approvals } = solanaSetup()
    const changes: unknown[] = []
    provider.on('accountChanged', (key) => changes.push(key))
    expect(await provider.connect()).toEqual({ publicKey: SOL })
    expect(changes).toEqual([SOL])
    expect(await provider.signMessage(bytes('hello'))).toEqual({ signature: SIGNATURE })
    expect(approvals).toEqual([
      { namespace: 'solana', method: 'solana_signMessage', chainId: SOLANA_MAINNET },
    ])
  })

  it('signs, signs all, and signs and sends transactions as bytes', async () => {
    const { provider } = solanaSetup()
    await provider.connect()
    const tx = Uint8Array.from([1, 2, 3])
    expect(await provider.signTransaction(tx)).toEqual({
      signedTransaction: Uint8Array.from([1, 2, 3, 255]),
    })
    expect(await provider.signAllTransactions([tx, Uint8Array.from([9])])).toEqual({
      signedTransactions: [Uint8Array.from([1, 2, 3, 255]), Uint8Array.from([9, 255])],
    })
    expect(await provider.signAndSendTransaction(tx, { skipPreflight: true })).toEqual({
      signature: SIGNATURE,
    })
  })

  it('rejects an answer off its method\u2019s schema', async () => {
    const { provider } = solanaSetup()
    await provider.connect()
    await expect(provider.signMessage(bytes('bad'))).rejects.toMatchObject({
      name: 'FrameReplyInvalidError',
    })
  })

  it('aborts a signature with "Request was aborted" and tells the frame', async () => {
    const { client, provider } = solanaSetup()
    await provider.connect()
    const controller = new AbortController()
    const signing = provider.signMessage(bytes('hang'), { signal: controller.signal })
    await sleep(100)
    controller.abort()
    await expect(signing).rejects.toMatchObject({ shortMessage: 'Request was aborted' })
    await expect
      .poll(async () => (await frameLog(client)).received)
      .toEqual(expect.arrayContaining(['rpcRequest:solana_signMessage', 'rpcAbort']))
  })

  it('reports the disconnect', async () => {
    const { provider } = solanaSetup()
    await provider.connect()
    const events: string[] = []
    provider.on('disconnect', () => events.push('disconnect'))
    provider.on('accountChanged', (key) => events.push(`account:${key}`))
    await provider.disconnect()
    expect(events).toEqual(['account:undefined', 'disconnect'])
    expect(provider.publicKey).toBeUndefined()
  })
})
