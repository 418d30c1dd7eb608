import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  erc20Abi,
  formatEther,
  formatUnits,
  getAddress,
  type Hex,
  http,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nativeSwapPoolArtifact, swapRouterArtifact } from '../evm/artifacts.gen.js'
import { devnetChain } from '../evm/index.js'
import { type ApiChain, createApiChains } from './context.js'
import type { HistoryTransaction } from './history.js'
import { createHistoryIndexer, type HistoryIndexer, type Timers } from './history-indexer.js'
import { type ApiTestBed, startApiTestBed } from './testing.js'

/**
 * The indexer against real anvil: ETH that a contract pays inside a transaction (the
 * USDC/ETH pool paying out a swap) is listed as a native transfer of that transaction, so
 * the history answers a swap as a trade with both sides (docs/state.md#transaction-history transfers, docs/services.md#calls history).
 */

let bed: ApiTestBed
let chains: ApiChain[]

beforeAll(async () => {
  bed = await startApiTestBed()
  chains = [...createApiChains(bed.evm, 10_000).values()]
})
afterAll(async () => {
  await bed?.stop()
})

/** No background polling: these tests call catchUp themselves. */
const manualTimers: Timers = { setInterval: () => 0, clearInterval: () => undefined }

function chain(): ApiChain {
  const first = chains[0]
  if (!first) throw new Error('no chain')
  return first
}

function wallet(index: number) {
  const key = bed.evm.accounts[index]?.privateKey
  if (!key) throw new Error(`no account ${index}`)
  return createWalletClient({
    account: privateKeyToAccount(key),
    chain: devnetChain(chain().chainId, chain().rpcUrl),
    transport: http(chain().rpcUrl),
  }).extend(publicActions)
}

async function mined(client: ReturnType<typeof wallet>, hash: Hex): Promise<Hex> {
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return hash
}

/** Approves `amount` USDC to the router and swaps it for ETH on the devnet USDC/ETH pool. */
async function swapUsdcForEth(index: number, usdc: string): Promise<{ hash: Hex; ethOut: bigint }> {
  const client = wallet(index)
  const { usdc: token, nativePool, router } = chain().contracts
  const amount = parseUnits(usdc, 6)
  await mined(
    client,
    await client.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, amount],
    }),
  )
  const ethOut = await client.readContract({
    address: nativePool,
    abi: nativeSwapPoolArtifact.abi,
    functionName: 'getAmountOut',
    args: [token, amount],
  })
  const hash = await client.writeContract({
    address: router,
    abi: swapRouterArtifact.abi,
    functionName: 'swapExactIn',
    args: [nativePool, token, amount, 0n, client.account.address],
  })
  return { hash: await mined(client, hash), ethOut }
}

/**
 * A contract written straight in EVM code, as no devnet contract refunds ETH: it sends half of
 * what it is paid back to the caller. CALL(GAS, CALLER, CALLVALUE / 2, 0, 0, 0, 0); POP; STOP.
 */
const REFUND_HALF_RUNTIME = '600060006000600060023404335af15000'

/** Deploys `runtime` (hex, no 0x) behind an init code that copies it out and returns it. */
async function deployRuntime(client: ReturnType<typeof wallet>, runtime: string): Promise<Address> {
  const size = (runtime.length / 2).toString(16).padStart(2, '0')
  // PUSH1 size, PUSH1 12 (init code length), PUSH1 0, CODECOPY, PUSH1 size, PUSH1 0, RETURN
  const init = `60${size}600c60003960${size}6000f3`
  const hash = await client.sendTransaction({ data: `0x${init}${runtime}` })
  const { contractAddress, status } = await client.waitForTransactionReceipt({ hash })
  expect(status).toBe('success')
  if (!contractAddress) throw new Error('nothing deployed')
  expect(await client.getCode({ address: contractAddress })).toBe(`0x${runtime}`)
  return getAddress(contractAddress)
}

async function history(address: Address): Promise<HistoryTransaction[]> {
  const res = await fetch(bed.url(`/v1/account/${address}/history`, { chainId: 'eip155:31337' }))
  expect(res.status).toBe(200)
  return ((await res.json()) as { data: HistoryTransaction[] }).data
}

const txOf = (indexer: HistoryIndexer, address: Address, hash: Hex) =>
  indexer.transactionsOf(address, [chain().chainId]).find((tx) => tx.hash === hash)

describe('internal ETH transfers in the history (debug_traceTransaction callTracer)', () => {
  it('answers a USDC→ETH swap through the router as a trade: 300 USDC out, the pool’s ETH in', async () => {
    const swapper = bed.evm.accounts[4]?.address as Address
    const { hash, ethOut } = await swapUsdcForEth(4, '300')
    const [latest] = await history(swapper)
    expect(latest?.id).toBe(hash)
    expect(latest?.metadata).toMatchObject({
      operationType: 'trade',
      status: 'confirmed',
      sentFrom: swapper,
      sentTo: chain().contracts.router,
    })
    expect(latest?.transfers).toHaveLength(2)
    expect(latest?.transfers[0]).toMatchObject({
      direction: 'out',
      quantity: { numeric: '300' },
      fungible_info: { symbol: 'USDC' },
    })
    expect(latest?.transfers[1]).toMatchObject({
      direction: 'in',
      quantity: { numeric: formatEther(ethOut) },
      fungible_info: { symbol: 'ETH' },
    })
    // 3,000,000 USDC against 1,000 ETH: a little under 0.1 ETH after the fee.
    expect(ethOut).toBeGreaterThan(parseEther('0.099'))
    expect(ethOut).toBeLessThan(parseEther('0.1'))
  })

  it('still lists exactly one transfer for a plain ETH send by a watched account', async () => {
    const sender = bed.evm.accounts[4]?.address as Address
    const receiver = bed.evm.accounts[5]?.address as Address
    const client = wallet(4)
    const hash = await mined(
      client,
      await client.sendTransaction({ to: receiver, value: parseEther('0.25') }),
    )
    const [sent] = await history(sender)
    expect(sent?.id).toBe(hash)
    expect(sent?.metadata.operationType).toBe('send')
    expect(sent?.transfers).toHaveLength(1)
    expect(sent?.transfers[0]).toMatchObject({
      direction: 'out',
      quantity: { numeric: '0.25' },
      fungible_info: { symbol: 'ETH' },
    })
    const [received] = await history(receiver)
    expect(received?.id).toBe(hash)
    expect(received?.transfers).toHaveLength(1)
    expect(received?.transfers[0]?.direction).toBe('in')
  })

  it('answers an ETH→USDC swap as a trade with one ETH out: the router passing it on is not the user’s', async () => {
    const client = wallet(5)
    const { nativePool, router } = chain().contracts
    const value = parseEther('0.05')
    const usdcOut = await client.readContract({
      address: nativePool,
      abi: nativeSwapPoolArtifact.abi,
      functionName: 'getAmountOut',
      args: ['0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', value],
    })
    const hash = await mined(
      client,
      await client.writeContract({
        address: router,
        abi: swapRouterArtifact.abi,
        functionName: 'swapExactIn',
        args: [
          nativePool,
          '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
          value,
          0n,
          client.account.address,
        ],
        value,
      }),
    )
    const [latest] = await history(client.account.address)
    expect(latest?.id).toBe(hash)
    expect(latest?.metadata.operationType).toBe('trade')
    expect(latest?.transfers.map((t) => [t.direction, t.fungible_info?.symbol])).toEqual([
      ['out', 'ETH'],
      ['in', 'USDC'],
    ])
    expect(latest?.transfers[1]?.quantity.numeric).toBe(formatUnits(usdcOut, 6))
    // The pool's own history shows the ETH it got from the router, an internal call.
    const poolSide = (await history(nativePool)).find((tx) => tx.id === hash)
    expect(poolSide?.transfers.map((t) => [t.direction, t.fungible_info?.symbol])).toEqual([
      ['out', 'USDC'],
      ['in', 'ETH'],
    ])
  })

  it('keeps ETH out and ETH back (a contract refunding half) a send, with both transfers listed', async () => {
    const client = wallet(9)
    const refunder = await deployRuntime(client, REFUND_HALF_RUNTIME)
    const hash = await mined(
      client,
      await client.sendTransaction({ to: refunder, value: parseEther('1') }),
    )
    const [latest] = await history(client.account.address)
    expect(latest?.id).toBe(hash)
    expect(latest?.metadata.operationType).toBe('send')
    expect(latest?.transfers.map((t) => [t.direction, t.quantity.numeric])).toEqual([
      ['out', '1'],
      ['in', '0.5'],
    ])
  })

  it('traces a call to a contract that is not devnet’s only once an address in it is watched', async () => {
    // A USDC/ETH pool of someone else's: calls to it are not traced unless watched.
    const owner = wallet(6)
    const { usdc } = chain().contracts
    const deployHash = await owner.deployContract({
      abi: nativeSwapPoolArtifact.abi,
      bytecode: nativeSwapPoolArtifact.bytecode,
      args: [usdc],
    })
    const { contractAddress } = await owner.waitForTransactionReceipt({ hash: deployHash })
    if (!contractAddress) throw new Error('no pool deployed')
    const pool = getAddress(contractAddress)
    const seed = parseUnits('3000', 6)
    await mined(
      owner,
      await owner.writeContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'approve',
        args: [pool, seed],
      }),
    )
    await mined(
      owner,
      await owner.writeContract({
        address: pool,
        abi: nativeSwapPoolArtifact.abi,
        functionName: 'addLiquidity',
        args: [seed],
        value: parseEther('1'),
      }),
    )
    const swapper = wallet(7)
    const amount = parseUnits('30', 6)
    await mined(
      swapper,
      await swapper.writeContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'approve',
        args: [pool, amount],
      }),
    )
    const hash = await mined(
      swapper,
      await swapper.writeContract({
        address: pool,
        abi: nativeSwapPoolArtifact.abi,
        functionName: 'swapExactIn',
        args: [usdc, amount, 0n, swapper.account.address],
      }),
    )

    const indexer = createHistoryIndexer({ chains: [chain()], timers: manualTimers })
    try {
      await indexer.catchUp()
      const before = txOf(indexer, swapper.account.address, hash)
      expect(before?.transfers.map((t) => t.standard)).toEqual(['erc20'])
      await indexer.watch(swapper.account.address)
      const after = txOf(indexer, swapper.account.address, hash)
      expect(after?.transfers.map((t) => [t.standard, t.from, t.to])).toEqual([
        ['erc20', swapper.account.address, pool],
        ['native', pool, swapper.account.address],
      ])
      // Watching again traces nothing twice.
      await indexer.watch(swapper.account.address)
      expect(txOf(indexer, swapper.account.address, hash)?.transfers).toHaveLength(2)
    } finally {
      indexer.stop()
    }
  })

  it('falls back to the receipt’s transfers when the node has no debug_traceTransaction, and says so once', async () => {
    const { hash } = await swapUsdcForEth(8, '10')
    const { hash: second } = await swapUsdcForEth(8, '20')
    const node = http(chain().rpcUrl)({ chain: chain().chain })
    const untraceable = createPublicClient({
      chain: chain().chain,
      transport: custom({
        async request({ method, params }) {
          if (method === 'debug_traceTransaction') {
            throw Object.assign(new Error(`the method ${method} does not exist`), {
              code: -32601,
            })
          }
          return node.request({ method, params } as Parameters<typeof node.request>[0])
        },
      }),
    })
    const logged: string[] = []
    const indexer = createHistoryIndexer({
      chains: [{ ...chain(), client: untraceable } as ApiChain],
      timers: manualTimers,
      log: (message) => logged.push(message),
    })
    try {
      await indexer.catchUp()
      const swapper = bed.evm.accounts[8]?.address as Address
      await indexer.watch(swapper)
      for (const h of [hash, second]) {
        // The USDC moves (swapper → router → pool) and no ETH: what the receipt shows.
        const transfers = txOf(indexer, swapper, h)?.transfers ?? []
        expect(transfers.map((t) => [t.standard, t.from])).toEqual([
          ['erc20', swapper],
          ['erc20', chain().contracts.router],
        ])
      }
      expect(logged).toHaveLength(1)
      expect(logged[0]).toMatch(
        /^chain 31337: debug_traceTransaction failed .*; history lists no internal ETH transfers on this chain$/,
      )
    } finally {
      indexer.stop()
    }
  })
})
