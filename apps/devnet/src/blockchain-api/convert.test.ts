import {
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseUnits,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetChain } from '../evm/index.js'
import type { BuiltTransaction } from './convert.js'
import { type ApiTestBed, startApiTestBed, TEST_PROJECT_ID } from './testing.js'

let bed: ApiTestBed

beforeAll(async () => {
  bed = await startApiTestBed()
})
afterAll(async () => {
  await bed?.stop()
})

const caip = (address: string) => `eip155:31337:${address}`
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** A wallet client over a devnet test account on chain 31337. */
function walletOf(index: number) {
  const chain = bed.evm.chains[0]
  const key = bed.evm.accounts[index]?.privateKey
  if (!chain || !key) throw new Error('no chain')
  const account = privateKeyToAccount(key)
  const client = createWalletClient({
    account,
    chain: devnetChain(chain.chainId, chain.rpcUrl),
    transport: http(chain.rpcUrl),
  }).extend(publicActions)
  return { chain, account, client }
}

async function getJson<T>(path: string, params: Record<string, string>): Promise<T> {
  const res = await fetch(bed.url(path, params))
  expect(res.status, `${path} answers 200`).toBe(200)
  return (await res.json()) as T
}

async function buildSwap(body: Record<string, unknown>): Promise<Response> {
  return fetch(bed.url('/v1/convert/build-transaction'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ eip155: { slippage: 1 }, projectId: TEST_PROJECT_ID, ...body }),
  })
}

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { message: string } }).error.message

describe('swap endpoints against the local pool', () => {
  it('lists the swappable local tokens with CAIP-10 addresses', async () => {
    const res = await fetch(bed.url('/v1/convert/tokens', { chainId: 'eip155:31337' }))
    const { tokens } = (await res.json()) as {
      tokens: { symbol: string; address: string; decimals: number }[]
    }
    const chain = bed.evm.chains[0]
    expect(tokens.map((t) => t.symbol)).toEqual(['USDC', 'DAI', 'ETH'])
    expect(tokens[0]).toMatchObject({ address: caip(chain?.contracts.usdc ?? ''), decimals: 6 })
    // The native coin under the 0xeeee… address swap APIs use for it.
    expect(tokens[2]).toMatchObject({ address: caip(NATIVE), decimals: 18 })
  })

  it('answers gas prices for a local chain and rejects a chain it does not run', async () => {
    const ok = await fetch(bed.url('/v1/convert/gas-price', { chainId: 'eip155:31337' }))
    const prices = (await ok.json()) as { standard: string; fast: string; instant: string }
    expect(BigInt(prices.fast)).toBeGreaterThanOrEqual(BigInt(prices.standard))
    const bad = await fetch(bed.url('/v1/convert/gas-price', { chainId: 'eip155:1' }))
    expect(bad.status).toBe(400)
  })

  it('quote → approve → swap: the built transactions execute on anvil and deliver the quoted amount', async () => {
    const chain = bed.evm.chains[0]
    const key = bed.evm.accounts[4]?.privateKey
    if (!chain || !key) throw new Error('no chain')
    const account = privateKeyToAccount(key)
    const client = createWalletClient({
      account,
      chain: devnetChain(chain.chainId, chain.rpcUrl),
      transport: http(chain.rpcUrl),
    }).extend(publicActions)
    const amount = parseUnits('100', 6).toString()
    const from = caip(chain.contracts.usdc)
    const to = caip(chain.contracts.dai)
    const user = caip(account.address)

    const quoteRes = await fetch(
      bed.url('/v1/convert/quotes', { amount, userAddress: user, from, to, gasPrice: '1' }),
    )
    const { quotes } = (await quoteRes.json()) as {
      quotes: { fromAmount: string; toAmount: string }[]
    }
    const toAmount = BigInt(quotes[0]?.toAmount ?? '0')
    // x*y=k with a 0.3% fee on 1,000,000/1,000,000 reserves: slightly under 99.7 DAI.
    expect(toAmount).toBeGreaterThan(parseUnits('99.68', 18))
    expect(toAmount).toBeLessThan(parseUnits('99.7', 18))

    const allowanceBefore = await fetch(
      bed.url('/v1/convert/allowance', { tokenAddress: from, userAddress: user }),
    )
    expect(await allowanceBefore.json()).toEqual({ allowance: '0' })

    const approveRes = await fetch(
      bed.url('/v1/convert/build-approve', { userAddress: user, from, to, amount }),
    )
    const approve = ((await approveRes.json()) as { tx: BuiltTransaction }).tx
    expect(approve.to).toBe(chain.contracts.usdc)
    const approveHash = await client.sendTransaction({
      to: approve.to,
      data: approve.data,
      value: BigInt(approve.value),
    })
    expect((await client.waitForTransactionReceipt({ hash: approveHash })).status).toBe('success')

    const allowanceAfter = await fetch(
      bed.url('/v1/convert/allowance', { tokenAddress: from, userAddress: user }),
    )
    expect(await allowanceAfter.json()).toEqual({ allowance: amount })

    const buildRes = await fetch(bed.url('/v1/convert/build-transaction'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        amount,
        eip155: { slippage: 1 },
        projectId: TEST_PROJECT_ID,
        from,
        to,
        userAddress: user,
        disableEstimate: false,
      }),
    })
    expect(buildRes.status).toBe(200)
    const swap = ((await buildRes.json()) as { tx: BuiltTransaction }).tx
    // Every swap goes through the router, the spender of the approval.
    expect(swap.to).toBe(chain.contracts.router)
    expect(swap.value).toBe('0')
    expect(BigInt(swap.gas ?? '0')).toBeGreaterThan(0n)

    const daiBefore = await client.readContract({
      address: chain.contracts.dai,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    const swapHash = await client.sendTransaction({
      to: swap.to,
      data: swap.data as Hex,
      gas: BigInt(swap.gas ?? '0'),
    })
    expect((await client.waitForTransactionReceipt({ hash: swapHash })).status).toBe('success')
    const daiAfter = await client.readContract({
      address: chain.contracts.dai,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    expect(daiAfter - daiBefore).toBe(toAmount)

    // The swap shows in the history as a trade (one transfer out, one in).
    const history = await fetch(
      bed.url(`/v1/account/${account.address}/history`, { chainId: 'eip155:31337' }),
    )
    const { data } = (await history.json()) as { data: { metadata: { operationType: string } }[] }
    expect(data[0]?.metadata.operationType).toBe('trade')
    expect(data[1]?.metadata.operationType).toBe('approve')
  })

  it('rejects quotes for a pair the local pool does not hold', async () => {
    const chain = bed.evm.chains[0]
    const res = await fetch(
      bed.url('/v1/convert/quotes', {
        amount: '1000',
        userAddress: caip(bed.evm.accounts[0]?.address ?? ''),
        from: caip(chain?.contracts.usdt ?? ''),
        to: caip(chain?.contracts.dai ?? ''),
      }),
    )
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /no local liquidity/,
    )
  })

  it('USDC → ETH: approve to the router, then the swap pays native ETH from the USDC/ETH pool at its constant-product price', async () => {
    const { chain, account, client } = walletOf(5)
    const amount = parseUnits('300', 6)
    const from = caip(chain.contracts.usdc)
    const to = caip(NATIVE)
    const user = caip(account.address)

    const { quotes } = await getJson<{ quotes: { toAmount: string; toAccount: string }[] }>(
      '/v1/convert/quotes',
      { amount: amount.toString(), userAddress: user, from, to, gasPrice: '1' },
    )
    const toAmount = BigInt(quotes[0]?.toAmount ?? '0')
    expect(quotes[0]?.toAccount).toBe(to)
    // 3,000,000 USDC / 1,000 ETH: 300 USDC is 0.1 ETH before the 0.3% fee and the price
    // impact (0.01% of the reserves), so slightly under 0.0997 ETH.
    expect(toAmount).toBeLessThan(parseUnits('0.0997', 18))
    expect(toAmount).toBeGreaterThan(parseUnits('0.09968', 18))
    // The impact is real: ten times the amount buys less than ten times the ETH.
    const { quotes: big } = await getJson<{ quotes: { toAmount: string }[] }>(
      '/v1/convert/quotes',
      { amount: (amount * 10n).toString(), userAddress: user, from, to },
    )
    expect(BigInt(big[0]?.toAmount ?? '0')).toBeLessThan(toAmount * 10n)

    expect(
      await getJson('/v1/convert/allowance', { tokenAddress: from, userAddress: user }),
    ).toEqual({ allowance: '0' })
    const { tx: approve } = await getJson<{ tx: BuiltTransaction }>('/v1/convert/build-approve', {
      userAddress: user,
      from,
      to,
    })
    expect(approve.to).toBe(chain.contracts.usdc)
    const approveHash = await client.sendTransaction({ to: approve.to, data: approve.data })
    expect((await client.waitForTransactionReceipt({ hash: approveHash })).status).toBe('success')

    const buildRes = await buildSwap({
      amount: amount.toString(),
      from,
      to,
      userAddress: user,
      disableEstimate: false,
    })
    expect(buildRes.status).toBe(200)
    const swap = ((await buildRes.json()) as { tx: BuiltTransaction & { amount: string } }).tx
    expect(swap).toMatchObject({ to: chain.contracts.router, value: '0', amount: String(toAmount) })
    expect(BigInt(swap.gas ?? '0')).toBeGreaterThan(0n)

    const usdcOf = () =>
      client.readContract({
        address: chain.contracts.usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account.address],
      })
    const ethBefore = await client.getBalance({ address: account.address })
    const usdcBefore = await usdcOf()
    const hash = await client.sendTransaction({
      to: swap.to,
      data: swap.data,
      gas: BigInt(swap.gas ?? '0'),
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await client.getBalance({ address: account.address })).toBe(ethBefore - fee + toAmount)
    expect(usdcBefore - (await usdcOf())).toBe(amount)
  })

  it('ETH → USDC: no approval (the allowance of the native coin is unlimited); the value pays', async () => {
    const { chain, account, client } = walletOf(7)
    const amount = parseUnits('0.5', 18)
    const from = caip(NATIVE)
    const to = caip(chain.contracts.usdc)
    const user = caip(account.address)

    expect(
      await getJson('/v1/convert/allowance', { tokenAddress: from, userAddress: user }),
    ).toEqual({ allowance: maxUint256.toString() })
    const approveRes = await fetch(
      bed.url('/v1/convert/build-approve', { userAddress: user, from, to }),
    )
    expect(approveRes.status).toBe(400)
    expect(await errorOf(approveRes)).toMatch(/needs no approval/)

    const { quotes } = await getJson<{ quotes: { toAmount: string }[] }>('/v1/convert/quotes', {
      amount: amount.toString(),
      userAddress: user,
      from,
      to,
    })
    const toAmount = BigInt(quotes[0]?.toAmount ?? '0')
    expect(toAmount).toBeGreaterThan(parseUnits('1490', 6))
    expect(toAmount).toBeLessThan(parseUnits('1495.5', 6))

    const buildRes = await buildSwap({ amount: amount.toString(), from, to, userAddress: user })
    const swap = ((await buildRes.json()) as { tx: BuiltTransaction }).tx
    expect(swap).toMatchObject({ to: chain.contracts.router, value: amount.toString() })
    expect(BigInt(swap.gas ?? '0')).toBeGreaterThan(0n)
    const usdcOf = () =>
      client.readContract({
        address: chain.contracts.usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account.address],
      })
    const usdcBefore = await usdcOf()
    const hash = await client.sendTransaction({
      to: swap.to,
      data: swap.data,
      value: BigInt(swap.value),
      gas: BigInt(swap.gas ?? '0'),
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect((await usdcOf()) - usdcBefore).toBe(toAmount)
  })

  it('refuses a pair no local pool holds (DAI → ETH), a zero amount and a same-token pair', async () => {
    const chain = bed.evm.chains[0]
    const user = caip(bed.evm.accounts[0]?.address ?? '')
    const quoteOf = (from: string, to: string, amount: string) =>
      fetch(bed.url('/v1/convert/quotes', { amount, userAddress: user, from, to }))
    const dai = caip(chain?.contracts.dai ?? '')
    const usdc = caip(chain?.contracts.usdc ?? '')
    const noPool = await quoteOf(dai, caip(NATIVE), '1000')
    expect(noPool.status).toBe(400)
    expect(await errorOf(noPool)).toMatch(/no local pool/)
    const zero = await quoteOf(usdc, caip(NATIVE), '0')
    expect(zero.status).toBe(400)
    expect(await errorOf(zero)).toMatch(/amount must be positive/)
    const sameToken = await quoteOf(usdc, usdc, '1000')
    expect(sameToken.status).toBe(400)
    const build = await buildSwap({
      amount: '1000',
      from: dai,
      to: caip(NATIVE),
      userAddress: user,
    })
    expect(build.status).toBe(400)
  })
})
