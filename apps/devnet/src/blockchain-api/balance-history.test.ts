import {
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collectibleArtifact } from '../evm/artifacts.gen.js'
import { devnetChain } from '../evm/index.js'
import type { TokenBalance, WalletAsset } from './balance.js'
import type { HistoryTransaction } from './history.js'
import { type ApiTestBed, FAKE_SOLANA_USDC_MINT, startApiTestBed } from './testing.js'

let bed: ApiTestBed

beforeAll(async () => {
  bed = await startApiTestBed()
})
afterAll(async () => {
  await bed?.stop()
})

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url)
  expect(res.status).toBe(200)
  return (await res.json()) as T
}

function wallet(index: number) {
  const chain = bed.evm.chains[0]
  const key = bed.evm.accounts[index]?.privateKey
  if (!chain || !key) throw new Error('no chain/account')
  return createWalletClient({
    account: privateKeyToAccount(key),
    chain: devnetChain(chain.chainId, chain.rpcUrl),
    transport: http(chain.rpcUrl),
  }).extend(publicActions)
}

type History = { data: HistoryTransaction[]; next: string | null }

describe('balance and history after real transfers', () => {
  const sender = () => bed.evm.accounts[1]?.address as `0x${string}`
  const receiver = () => bed.evm.accounts[2]?.address as `0x${string}`

  beforeAll(async () => {
    const client = wallet(1)
    const usdc = bed.evm.chains[0]?.contracts.usdc as `0x${string}`
    const ethHash = await client.sendTransaction({ to: receiver(), value: parseEther('1.5') })
    await client.waitForTransactionReceipt({ hash: ethHash })
    const tokenHash = await client.writeContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver(), parseUnits('25', 6)],
    })
    await client.waitForTransactionReceipt({ hash: tokenHash })
  })

  it('reports native and token balances of docs/state.md#token-balance with prices from the local table (currency usd)', async () => {
    const { balances } = await getJson<{ balances: TokenBalance[] }>(
      bed.url(`/v1/account/${receiver()}/balance`, { currency: 'usd', chainId: 'eip155:31337' }),
    )
    const eth = balances.find((b) => b.symbol === 'ETH')
    const usdc = balances.find((b) => b.symbol === 'USDC')
    expect(eth).toMatchObject({
      chainId: 'eip155:31337',
      price: 3000,
      quantity: { decimals: '18', numeric: '10001.5' },
    })
    expect(eth?.address).toBeUndefined()
    expect(eth?.value).toBe(10001.5 * 3000)
    expect(usdc).toMatchObject({
      name: 'USD Coin',
      chainId: 'eip155:31337',
      address: `eip155:31337:${bed.evm.chains[0]?.contracts.usdc}`,
      price: 1,
      value: 10025,
      quantity: { decimals: '6', numeric: '10025' },
    })
    expect(usdc?.iconUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/public\/token-icons\/USDC\.svg$/)
    const icon = await fetch(usdc?.iconUrl ?? '')
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')
  })

  it('accepts a plain-number chainId as well as CAIP-2', async () => {
    const { balances } = await getJson<{ balances: TokenBalance[] }>(
      bed.url(`/v1/account/${receiver()}/balance`, { currency: 'usd', chainId: '31338' }),
    )
    expect(new Set(balances.map((b) => b.chainId))).toEqual(new Set(['eip155:31338']))
    expect(balances.find((b) => b.symbol === 'ETH')?.quantity.numeric).toBe('10000')
  })

  it('covers both local chains when no chainId is given', async () => {
    const { balances } = await getJson<{ balances: TokenBalance[] }>(
      bed.url(`/v1/account/${receiver()}/balance`, { currency: 'usd' }),
    )
    expect(new Set(balances.map((b) => b.chainId))).toEqual(
      new Set(['eip155:31337', 'eip155:31338']),
    )
  })

  it('answers the wallet-assets form with hex balances and ERC20/NATIVE types', async () => {
    const assets = await getJson<Record<string, WalletAsset[]>>(
      bed.url(`/v1/account/${receiver()}/assets`, { chainId: 'eip155:31337' }),
    )
    const list = assets['0x7a69'] ?? []
    const native = list.find((a) => a.type === 'NATIVE')
    const usdc = list.find((a) => a.metadata.symbol === 'USDC')
    expect(native?.balance).toBe(`0x${parseEther('10001.5').toString(16)}`)
    expect(usdc).toMatchObject({
      type: 'ERC20',
      balance: `0x${parseUnits('10025', 6).toString(16)}`,
    })
    expect(usdc?.metadata).toMatchObject({ decimals: 6, price: 1 })
  })

  it('reads Solana balances (SOL and SPL) through the Solana JSON-RPC', async () => {
    const owner = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
    bed.solana.lamports.set(owner, 2_500_000_000n)
    bed.solana.tokens.set(owner, [{ mint: FAKE_SOLANA_USDC_MINT, amount: '1500000', decimals: 6 }])
    const { balances } = await getJson<{ balances: TokenBalance[] }>(
      bed.url(`/v1/account/${owner}/balance`, { currency: 'usd' }),
    )
    expect(balances).toHaveLength(2)
    expect(balances[0]).toMatchObject({
      symbol: 'SOL',
      price: 150,
      value: 375,
      quantity: { numeric: '2.5', decimals: '9' },
    })
    expect(balances[0]?.chainId).toMatch(/^solana:/)
    expect(balances[1]).toMatchObject({
      symbol: 'USDC',
      value: 1.5,
      address: `${balances[0]?.chainId}:${FAKE_SOLANA_USDC_MINT}`,
    })
  })

  it('lists the ETH and ERC-20 transfers newest first, as send for the sender and receive for the receiver', async () => {
    const sent = await getJson<History>(
      bed.url(`/v1/account/${sender()}/history`, { chainId: 'eip155:31337' }),
    )
    const [usdcTx, ethTx] = sent.data
    expect(usdcTx?.metadata).toMatchObject({
      operationType: 'send',
      status: 'confirmed',
      chain: 'eip155:31337',
      sentTo: receiver(),
    })
    expect(usdcTx?.transfers[0]).toMatchObject({
      direction: 'out',
      quantity: { numeric: '25' },
      fungible_info: { symbol: 'USDC' },
    })
    expect(usdcTx?.transfers[0]?.fungible_info?.icon.url).toContain('USDC.svg')
    expect(ethTx?.transfers[0]).toMatchObject({
      direction: 'out',
      quantity: { numeric: '1.5' },
      fungible_info: { symbol: 'ETH' },
    })
    expect(Date.parse(usdcTx?.metadata.minedAt ?? '')).not.toBeNaN()

    const received = await getJson<History>(
      bed.url(`/v1/account/${receiver()}/history`, { chainId: '31337' }),
    )
    expect(received.data[0]?.metadata.operationType).toBe('receive')
    expect(received.data[0]?.transfers[0]?.direction).toBe('in')
  })

  it('pages with an opaque cursor: pages do not overlap and the last page has next null', async () => {
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const params: Record<string, string> = { limit: '2', chainId: 'eip155:31337' }
      if (cursor) params.cursor = cursor
      const page: History = await getJson<History>(
        bed.url(`/v1/account/${receiver()}/history`, params),
      )
      expect(page.data.length).toBeLessThanOrEqual(2)
      seen.push(...page.data.map((t) => t.id))
      cursor = page.next
      pages += 1
    } while (cursor && pages < 20)
    // receiver: 3 funding mints from the operator + the ETH and USDC transfers.
    expect(seen).toHaveLength(5)
    expect(new Set(seen).size).toBe(5)
    expect(pages).toBe(3)
  })

  it('flags transfers of a spam-listed token (the airdrop collectible) with is_spam', async () => {
    const client = wallet(3)
    const nft = bed.evm.chains[0]?.contracts.nft as `0x${string}`
    const hash = await client.sendTransaction({
      to: nft,
      data: encodeFunctionData({
        abi: collectibleArtifact.abi,
        functionName: 'mint',
        args: [receiver()],
      }),
    })
    await client.waitForTransactionReceipt({ hash })
    const { data } = await getJson<History>(
      bed.url(`/v1/account/${receiver()}/history`, { chainId: 'eip155:31337' }),
    )
    expect(data[0]?.transfers[0]?.nft_info).toMatchObject({ flags: { is_spam: true } })
    expect(data[0]?.transfers[0]?.nft_info?.content.preview.url).toMatch(/\/public\/nft\/1\.svg$/)
    const usdcTransfer = data.find((t) => t.transfers[0]?.fungible_info?.symbol === 'USDC')
    expect(usdcTransfer?.transfers[0]?.fungible_info?.flags.is_spam).toBe(false)

    bed.api.setSpam(bed.evm.chains[0]?.contracts.usdc ?? '', true)
    const again = await getJson<History>(
      bed.url(`/v1/account/${receiver()}/history`, { chainId: 'eip155:31337' }),
    )
    const flagged = again.data.find((t) => t.transfers[0]?.fungible_info?.symbol === 'USDC')
    expect(flagged?.transfers[0]?.fungible_info?.flags.is_spam).toBe(true)
    bed.api.setSpam(bed.evm.chains[0]?.contracts.usdc ?? '', false)
  })

  it('answers an empty history for a Solana account (activity is eip155 only, docs/overview.md#chain-namespaces-per-feature)', async () => {
    const page = await getJson<History>(
      bed.url('/v1/account/7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU/history'),
    )
    expect(page).toEqual({ data: [], next: null })
  })

  it('rejects a malformed cursor with 400', async () => {
    const res = await fetch(bed.url(`/v1/account/${receiver()}/history`, { cursor: 'bm9wZQ' }))
    expect(res.status).toBe(400)
  })
})
