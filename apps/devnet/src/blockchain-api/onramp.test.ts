import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiTestBed, startApiTestBed, TEST_PROJECT_ID } from './testing.js'

let bed: ApiTestBed

beforeAll(async () => {
  bed = await startApiTestBed()
})
afterAll(async () => {
  await bed?.stop()
})

const postJson = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const SOL_WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

async function checkout(body: unknown, form: Record<string, string>) {
  const res = await postJson(bed.url('/v1/generators/onrampurl'), {
    projectId: TEST_PROJECT_ID,
    defaultExperience: 'buy',
    ...(body as object),
  })
  expect(res.status).toBe(200)
  const { url } = (await res.json()) as { url: string }
  expect(url.startsWith(`${bed.api.url}/onramp/checkout/`)).toBe(true)
  const page = await fetch(url)
  expect(page.headers.get('content-type')).toContain('text/html')
  expect(await page.text()).toContain('<form method="post"')
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  })
}

describe('onramp', () => {
  it('offers USD and EUR with the docs/validation.md#onramp-limits limits and USDC on the local chains', async () => {
    const res = await fetch(bed.url('/v1/onramp/options'))
    const options = (await res.json()) as {
      paymentCurrencies: {
        id: string
        payment_method_limits: { id: string; min: string; max: string }[]
      }[]
      purchaseCurrencies: {
        id: string
        networks: { chain_id: string; contract_address: string }[]
      }[]
    }
    expect(options.paymentCurrencies.map((p) => p.id)).toEqual(['USD', 'EUR'])
    expect(options.paymentCurrencies[0]?.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    const usdc = options.purchaseCurrencies.find((c) => c.id === 'USDC')
    expect(usdc?.networks.map((n) => n.chain_id)).toEqual(['31337', '31338'])
  })

  it('quotes from the fixed rate: 100 USD buys 98.9 USDC after a 1% fee and 0.10 network fee', async () => {
    const res = await postJson(bed.url('/v1/onramp/quote'), {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'USDC',
    })
    expect(await res.json()).toMatchObject({
      coinbaseFee: { amount: '1.00', currency: 'USD' },
      networkFee: { amount: '0.10', currency: 'USD' },
      paymentSubtotal: { amount: '98.90', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '98.900000', currency: 'USDC' },
    })
    const tooSmall = await postJson(bed.url('/v1/onramp/quote'), {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '5',
      network: 'USDC',
    })
    expect(tooSmall.status).toBe(400)
  })

  it('takes the currencies as the objects the options list, and refuses a body without them', async () => {
    const res = await postJson(bed.url('/v1/onramp/quote'), {
      purchaseCurrency: { id: 'USDC', name: 'USD Coin', symbol: 'usdc', networks: [] },
      paymentCurrency: { id: 'USD', payment_method_limits: [] },
      amount: '100',
      network: 'USDC',
    })
    expect(await res.json()).toMatchObject({
      purchaseAmount: { amount: '98.900000', currency: 'USDC' },
    })
    for (const body of [
      { paymentCurrency: 'USD', amount: '100' },
      { purchaseCurrency: 'USDC', paymentCurrency: { id: 42 }, amount: '100' },
    ]) {
      expect((await postJson(bed.url('/v1/onramp/quote'), body)).status).toBe(400)
    }
  })

  it('credits test USDC on the EVM chain when the checkout page is confirmed, once', async () => {
    const chain = bed.evm.chains[1]
    const address = bed.evm.accounts[3]?.address
    if (!chain || !address) throw new Error('no chain')
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const before = await client.readContract({
      address: chain.contracts.usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
    const done = await checkout(
      {
        destinationWallets: [{ address, blockchains: ['eip155:31338'], assets: ['USDC'] }],
        presetCryptoAmount: 42,
      },
      { option: '0', amount: '42' },
    )
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('Purchase complete')
    const after = await client.readContract({
      address: chain.contracts.usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
    expect(after - before).toBe(parseUnits('42', 6))

    const history = await fetch(bed.url(`/v1/account/${address}/history`, { onramp: 'coinbase' }))
    const { data } = (await history.json()) as {
      data: {
        metadata: { status: string; chain: string }
        transfers: { quantity: { numeric: string } }[]
      }[]
    }
    expect(data).toHaveLength(1)
    expect(data[0]?.metadata).toMatchObject({
      status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
      chain: 'eip155:31338',
    })
    expect(data[0]?.transfers[0]?.quantity.numeric).toBe('42')
  })

  it('credits SOL on Solana through requestAirdrop when confirmed', async () => {
    const done = await checkout(
      { destinationWallets: [{ address: SOL_WALLET, assets: ['SOL'] }], presetCryptoAmount: 2 },
      { option: '0', amount: '2' },
    )
    expect(done.status).toBe(200)
    expect(bed.solana.lamports.get(SOL_WALLET)).toBe(2_000_000_000n)
  })

  it('refuses a second confirmation of the same checkout with 409', async () => {
    const res = await postJson(bed.url('/v1/generators/onrampurl'), {
      projectId: TEST_PROJECT_ID,
      destinationWallets: [{ address: SOL_WALLET }],
    })
    const { url } = (await res.json()) as { url: string }
    const form = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'option=0&amount=1',
    }
    expect((await fetch(url, form)).status).toBe(200)
    expect((await fetch(url, form)).status).toBe(409)
  })
})
