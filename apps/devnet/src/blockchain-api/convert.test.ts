import { createWalletClient, erc20Abi, type Hex, http, parseUnits, publicActions } from 'viem'
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

describe('swap endpoints against the local pool', () => {
  it('lists the swappable local tokens with CAIP-10 addresses', async () => {
    const res = await fetch(bed.url('/v1/convert/tokens', { chainId: 'eip155:31337' }))
    const { tokens } = (await res.json()) as {
      tokens: { symbol: string; address: string; decimals: number }[]
    }
    const chain = bed.evm.chains[0]
    expect(tokens.map((t) => t.symbol)).toEqual(['USDC', 'DAI'])
    expect(tokens[0]).toMatchObject({ address: caip(chain?.contracts.usdc ?? ''), decimals: 6 })
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
    expect(swap.to).toBe(chain.contracts.pool)
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
})
