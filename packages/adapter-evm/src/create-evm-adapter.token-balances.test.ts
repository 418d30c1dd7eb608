// @vitest-environment happy-dom
// Wallet asset discovery asks a connected injected wallet (EIP-6963 needs a DOM window).
import { RequestAbortedError } from '@keyway/core'
import { announceEip6963 } from '@keyway/test'
import { createPublicClient, erc20Abi, http } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from './create-evm-adapter.js'
import {
  devnetAccount,
  devnetNetworks,
  devnetWallet,
  testDevnet,
  walletInfo,
} from './devnet.test-helpers.js'

const devnet = testDevnet()
const [network] = devnetNetworks(devnet)
// Read-only: no transaction from this account, so no nonce race with other files.
const owner = devnetAccount(devnet, 8).address
const adapters: EvmAdapter[] = []
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy()
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function adapterFor(fetchFn?: typeof fetch) {
  const adapter = createEvmAdapter({
    networks: devnetNetworks(devnet),
    window,
    ...(fetchFn ? { fetch: fetchFn } : {}),
  })
  adapters.push(adapter)
  return adapter
}

async function onChain(token: `0x${string}`): Promise<bigint> {
  const client = createPublicClient({ transport: http(devnet.urls.evmRpc) })
  return client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

describe('getTokenBalances (ERC-20 over one multicall)', () => {
  it("reads the configured tokens' balances, decimals and symbols from devnet in one eth_call", async () => {
    const bodies: string[] = []
    const adapter = adapterFor(async (input, init) => {
      bodies.push(String(init?.body ?? ''))
      return fetch(input, init)
    })
    const balances = await adapter.getTokenBalances?.({
      address: owner,
      network: network!,
      tokens: [
        { address: devnet.tokens.usdc },
        { address: devnet.tokens.dai, symbol: 'DAI', name: 'Dai', decimals: 18 },
      ],
    })
    expect(balances).toEqual([
      {
        name: 'USDC',
        symbol: 'USDC',
        address: devnet.tokens.usdc,
        decimals: 6,
        amount: String(await onChain(devnet.tokens.usdc)),
      },
      {
        name: 'Dai',
        symbol: 'DAI',
        address: devnet.tokens.dai,
        decimals: 18,
        amount: String(await onChain(devnet.tokens.dai)),
      },
    ])
    // Deployless multicall: every read in a single eth_call, nothing else.
    const methods = bodies.map((b) => (JSON.parse(b) as { method: string }).method)
    expect(methods).toEqual(['eth_call'])
  })

  it('leaves out an address that is not an ERC-20 contract', async () => {
    const adapter = adapterFor()
    const balances = await adapter.getTokenBalances?.({
      address: owner,
      network: network!,
      tokens: [{ address: devnetAccount(devnet, 7).address }, { address: devnet.tokens.usdt }],
    })
    expect(balances?.map((b) => b.symbol)).toEqual(['USDT'])
  })

  it('is aborted with the caller signal', async () => {
    const adapter = adapterFor(() => new Promise<Response>(() => undefined))
    const controller = new AbortController()
    const pending = adapter.getTokenBalances?.({
      address: owner,
      network: network!,
      tokens: [{ address: devnet.tokens.usdc }],
      signal: controller.signal,
    })
    controller.abort()
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError)
  })
})

describe('wallet asset discovery (EIP-5792 capabilities, EIP-7811 wallet_getAssets)', () => {
  it('asks the connected wallet for its capabilities and its assets on the network', async () => {
    const wallet = devnetWallet(devnet, 8)
    const requests: { method: string; params: unknown }[] = []
    const chainHex = `0x${Number(network!.id).toString(16)}`
    const provider = {
      ...wallet,
      on: wallet.on,
      removeListener: wallet.removeListener,
      async request(args: { method: string; params?: unknown }) {
        requests.push({ method: args.method, params: args.params })
        if (args.method === 'wallet_getCapabilities') {
          return { [chainHex]: { assetDiscovery: { supported: true } } }
        }
        if (args.method === 'wallet_getAssets') {
          return {
            [chainHex]: [
              {
                address: 'native',
                balance: '0xde0b6b3a7640000',
                type: 'native',
                metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
              },
              { address: '0x01', balance: 12, type: 'erc20', metadata: {} },
            ],
          }
        }
        return wallet.request(args)
      },
    }
    const info = walletInfo('T', '#123456')
    cleanups.push(announceEip6963(window, { info, provider }))
    const adapter = adapterFor()
    const { address } = await adapter.connect({ connectorId: info.rdns })
    expect(await adapter.getCapabilities?.({ address })).toEqual({
      [chainHex]: { assetDiscovery: { supported: true } },
    })
    const assets = await adapter.getWalletAssets?.({ address, network: network! })
    // Types are read case-insensitively; an item without a hex balance is dropped.
    expect(assets).toEqual([
      {
        address: 'native',
        balance: '0xde0b6b3a7640000',
        type: 'NATIVE',
        metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ])
    expect(requests.find((r) => r.method === 'wallet_getAssets')?.params).toEqual([
      { account: address, chainFilter: [chainHex] },
    ])
  })
})
