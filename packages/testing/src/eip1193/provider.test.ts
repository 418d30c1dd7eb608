import { type Devnet, startDevnet } from '@keyway/devnet'
import {
  createPublicClient,
  http,
  parseEther,
  recoverTypedDataAddress,
  stringToHex,
  verifyMessage,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetTestChains } from '../devnet.js'
import { createTestEip1193Provider, type TestEip1193Provider } from './provider.js'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ ports: 'free', accountAbstraction: false })
})
afterAll(async () => {
  await devnet?.stop()
})

function account(index: number) {
  const found = devnet.accounts.evm[index]
  if (!found) throw new Error(`no devnet account ${index}`)
  return found
}

function wallet(
  index = 0,
  extra: Partial<Parameters<typeof createTestEip1193Provider>[0]> = {},
): TestEip1193Provider {
  return createTestEip1193Provider({
    chains: devnetTestChains(devnet),
    privateKey: account(index).privateKey,
    ...extra,
  })
}

describe('createTestEip1193Provider', () => {
  it('returns no accounts until the site is authorised, then the anvil account', async () => {
    const provider = wallet()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([account(0).address])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([account(0).address])
  })

  it('reports the first chain, and switches to a known chain with chainChanged', async () => {
    const provider = wallet()
    const changes: string[] = []
    provider.on('chainChanged', (chainId) => changes.push(chainId))
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(changes).toEqual(['0x7a6a'])
  })

  it('answers wallet_switchEthereumChain for an unknown chain with code 4902', async () => {
    const provider = wallet()
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 })
  })

  it('adds a chain with wallet_addEthereumChain and switches to it', async () => {
    const [first, second] = devnetTestChains(devnet)
    if (!second) throw new Error('devnet has two chains')
    const provider = createTestEip1193Provider({
      chains: [first],
      privateKey: account(0).privateKey,
    })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    ).rejects.toMatchObject({ code: 4902 })
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x7a6a', chainName: 'Devnet 2', rpcUrls: [second.rpcUrl] }],
    })
    expect(provider.chainId).toBe(31338)
    // The added chain is really used: eth_blockNumber is proxied to its RPC.
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('signs personal_sign with the anvil key (verified with viem)', async () => {
    const provider = wallet(1)
    await provider.request({ method: 'eth_requestAccounts' })
    const message = 'hello keyway'
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [stringToHex(message), account(1).address],
    })) as `0x${string}`
    expect(await verifyMessage({ address: account(1).address, message, signature })).toBe(true)
  })

  it('refuses to sign before the site is authorised (4100)', async () => {
    const provider = wallet()
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68', account(0).address] }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('signs eth_signTypedData_v4 for the account', async () => {
    const provider = wallet(2)
    await provider.request({ method: 'eth_requestAccounts' })
    const typed = {
      domain: { name: 'Keyway', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Greeting: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Greeting',
      message: { text: 'gm' },
    } as const
    const signature = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [account(2).address, JSON.stringify(typed)],
    })) as `0x${string}`
    const { EIP712Domain: _, ...types } = typed.types
    const signer = await recoverTypedDataAddress({ ...typed, types, signature })
    expect(signer).toBe(account(2).address)
  })

  it('signs eth_sendTransaction locally and sends it raw: the value arrives on anvil', async () => {
    const provider = wallet(3)
    await provider.request({ method: 'eth_requestAccounts' })
    const [chain] = devnetTestChains(devnet)
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const to = '0x000000000000000000000000000000000000dEaD'
    const before = await client.getBalance({ address: to })
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: account(3).address, to, value: `0x${parseEther('0.5').toString(16)}` }],
    })) as `0x${string}`
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(before + parseEther('0.5'))
  })

  it('proxies other methods to the current chain RPC (eth_getBalance from anvil)', async () => {
    const provider = wallet(4)
    const balance = await provider.request({
      method: 'eth_getBalance',
      params: [account(4).address, 'latest'],
    })
    expect(BigInt(balance as string)).toBeGreaterThan(0n)
  })

  it('rejects a scripted request with 4001 and leaves others working', async () => {
    const provider = wallet(0, { reject: (method) => method === 'eth_requestAccounts' })
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    provider.setReject(undefined)
    expect(await provider.request({ method: 'eth_requestAccounts' })).toHaveLength(1)
  })

  it('rejects with the scripted code 5000 when the rule returns it', async () => {
    const provider = wallet(0, { reject: () => 5000 })
    await expect(provider.request({ method: 'personal_sign' })).rejects.toMatchObject({
      code: 5000,
    })
  })

  it('reports every request to onRequest and in requests', async () => {
    const seen: string[] = []
    const provider = wallet(0, { onRequest: ({ method }) => seen.push(method) })
    await provider.request({ method: 'eth_chainId' })
    await provider.request({ method: 'eth_accounts' })
    expect(seen).toEqual(['eth_chainId', 'eth_accounts'])
    expect(provider.requests.map((r) => r.method)).toEqual(seen)
  })

  it('disconnectFromWallet emits accountsChanged [] and disconnect 4900 and deauthorises', async () => {
    const provider = wallet(0, { authorized: true })
    const events: unknown[] = []
    provider.on('accountsChanged', (a) => events.push(['accounts', a]))
    provider.on('disconnect', (e) => events.push(['disconnect', e.code]))
    provider.disconnectFromWallet()
    expect(events).toEqual([
      ['accounts', []],
      ['disconnect', 4900],
    ])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('switchAccountFromWallet emits accountsChanged and signs with the new account', async () => {
    const provider = wallet(0, { authorized: true })
    const seen: (readonly string[])[] = []
    provider.on('accountsChanged', (accounts) => seen.push(accounts))
    provider.switchAccountFromWallet(account(5).privateKey)
    expect(seen).toEqual([[account(5).address]])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([account(5).address])
  })

  it('stops calling a removed listener', async () => {
    const provider = wallet()
    const changes: string[] = []
    const listener = (chainId: string) => changes.push(chainId)
    provider.on('chainChanged', listener)
    provider.removeListener('chainChanged', listener)
    provider.switchChainFromWallet(31338)
    expect(changes).toEqual([])
  })
})
