// @vitest-environment happy-dom
// Smart-session permissions through an injected wallet (EIP-6963 needs a DOM window), on
// anvil: the adapter forwards wallet_grantPermissions / wallet_revokePermissions to the
// wallet's provider as docs/smart-sessions.md writes them, hands the answer back as it came,
// and the wallet's failures come out typed.
import {
  defineChain,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  type WalletGrantPermissionsRequest,
} from '@keyway/core'
import { createTestEip1193Provider, type TestEip1193Provider } from '@keyway/test/eip1193'
import { announceEip6963 } from '@keyway/test/eip6963'
import { numberToHex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from './create-evm-adapter.js'

const devnet = inject('devnet')
const [first, ...rest] = devnet.chains
if (!first) throw new Error('devnet has an EVM chain')
const network = defineChain({
  id: first.chainId,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [first.rpcUrl] } },
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${first.chainId}`,
})
const PCI = `0x${'ab'.repeat(32)}` as const
const SESSION_KEY = '0x5e55105e55105e55105e55105e55105e55105e55'
const TOKEN = '0x036cbd53842c5426634e7929541ec2318f3dcf7e'

const adapters: EvmAdapter[] = []
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy()
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/**
 * The test wallet, with `answers` for the methods a smart-account wallet answers itself;
 * every other request goes to the test wallet (and from there to anvil).
 */
function smartWallet(
  wallet: TestEip1193Provider,
  answers: Record<string, (params: unknown) => unknown>,
) {
  const seen: { method: string; params: unknown }[] = []
  const provider = {
    async request(args: { method: string; params?: unknown }) {
      const answer = answers[args.method]
      if (!answer) return wallet.request(args)
      seen.push({ method: args.method, params: args.params })
      return answer(args.params)
    },
    on: wallet.on.bind(wallet),
    removeListener: wallet.removeListener.bind(wallet),
  }
  return { provider, seen }
}

async function connected(letter: string, provider: unknown) {
  const info = {
    uuid: `00000000-0000-4000-8000-0000000002${letter.charCodeAt(0).toString(16).padStart(2, '0')}`,
    name: `Session Wallet ${letter}`,
    icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
    rdns: `dev.keyway.session-wallet-${letter.toLowerCase()}`,
  }
  cleanups.push(announceEip6963(window, { info, provider: provider as TestEip1193Provider }))
  const adapter = createEvmAdapter({ networks: [network], window })
  adapters.push(adapter)
  const { address } = await adapter.connect({ connectorId: info.rdns })
  return { adapter, address, connectorId: info.rdns }
}

const testWallet = () =>
  createTestEip1193Provider({ chains: [first, ...rest], privateKey: generatePrivateKey() })

function grantRequest(address: `0x${string}`): WalletGrantPermissionsRequest {
  return {
    chainId: numberToHex(first!.chainId),
    address,
    expiry: 2_000_000_000,
    signer: { type: 'account', data: { address: SESSION_KEY } },
    permissions: [
      {
        type: 'erc20-token-periodic',
        data: { tokenAddress: TOKEN, periodAmount: '0x4c4b40', periodDuration: 86_400 },
      },
    ],
  }
}

describe('permissions through the EVM adapter', () => {
  it('sends wallet_grantPermissions with the request as its one param and hands back the answer', async () => {
    const wallet = testWallet()
    const granted = { pci: PCI, context: '0x1234' }
    const smart = smartWallet(wallet, { wallet_grantPermissions: () => granted })
    const { adapter, address, connectorId } = await connected('A', smart.provider)
    const request = grantRequest(address as `0x${string}`)
    const answer = await adapter.grantPermissions?.({ address, network, connectorId, request })
    expect(answer).toEqual(granted)
    expect(smart.seen).toEqual([{ method: 'wallet_grantPermissions', params: [request] }])
  })

  it('sends wallet_revokePermissions with [{ pci }]', async () => {
    const wallet = testWallet()
    const revoked = {
      pci: PCI,
      userOpHash: `0x${'01'.repeat(32)}`,
      transactionHash: `0x${'02'.repeat(32)}`,
    }
    const smart = smartWallet(wallet, { wallet_revokePermissions: () => revoked })
    const { adapter, address, connectorId } = await connected('B', smart.provider)
    const answer = await adapter.revokePermissions?.({ address, network, connectorId, pci: PCI })
    expect(answer).toEqual(revoked)
    expect(smart.seen).toEqual([{ method: 'wallet_revokePermissions', params: [{ pci: PCI }] }])
  })

  it("a refusal by the wallet's user is UserRejectedRequestError (4001)", async () => {
    const wallet = testWallet()
    wallet.setReject((method) => method === 'wallet_grantPermissions')
    const { adapter, address, connectorId } = await connected('C', wallet)
    const error = await adapter
      .grantPermissions?.({
        address,
        network,
        connectorId,
        request: grantRequest(address as `0x${string}`),
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
  })

  it('a wallet without the method (4200) comes out as UnsupportedProviderMethodError, code kept', async () => {
    const wallet = testWallet()
    const smart = smartWallet(wallet, {
      wallet_revokePermissions: () => {
        throw Object.assign(new Error('Method not supported'), { code: 4200 })
      },
    })
    const { adapter, address, connectorId } = await connected('D', smart.provider)
    const error = await adapter
      .revokePermissions?.({ address, network, connectorId, pci: PCI })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnsupportedProviderMethodError)
    expect((error as UnsupportedProviderMethodError).code).toBe(4200)
  })
})
