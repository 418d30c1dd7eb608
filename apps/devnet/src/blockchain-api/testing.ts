import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type EvmDevnet, startEvmChains } from '../evm/index.js'
import { createProjectRegistry, type ProjectRegistry } from '../projects.js'
import { type BlockchainApi, startBlockchainApi } from './index.js'

/**
 * Test helpers of the blockchain API: a tiny stand-in Solana JSON-RPC (so these tests do not
 * depend on the Solana node) and a one-call start of chains + API on free ports.
 */
export const FAKE_SOLANA_GENESIS = '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY'
export const FAKE_SOLANA_USDC_MINT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB'

export type FakeSolana = {
  url: string
  lamports: Map<string, bigint>
  tokens: Map<string, { mint: string; amount: string; decimals: number }[]>
  stop(): Promise<void>
}

export async function startFakeSolanaRpc(): Promise<FakeSolana> {
  const lamports = new Map<string, bigint>()
  const tokens = new Map<string, { mint: string; amount: string; decimals: number }[]>()
  let airdrops = 0
  const answer = (method: string, params: unknown[]): unknown => {
    const owner = String(params[0])
    switch (method) {
      case 'getGenesisHash':
        return FAKE_SOLANA_GENESIS
      case 'getBalance':
        return { context: { slot: 1 }, value: Number(lamports.get(owner) ?? 0n) }
      case 'getTokenAccountsByOwner':
        return {
          context: { slot: 1 },
          value: (tokens.get(owner) ?? []).map((t) => ({
            pubkey: `${t.mint.slice(0, 8)}account`,
            account: {
              data: {
                parsed: {
                  info: { mint: t.mint, tokenAmount: { amount: t.amount, decimals: t.decimals } },
                },
              },
            },
          })),
        }
      case 'requestAirdrop':
        lamports.set(owner, (lamports.get(owner) ?? 0n) + BigInt(Number(params[1])))
        airdrops += 1
        return `fakeAirdropSignature${airdrops}`
      default:
        throw new Error(`fake solana rpc: ${method} not implemented`)
    }
  }
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        id: number
        method: string
        params?: unknown[]
      }
      res.setHeader('content-type', 'application/json')
      try {
        res.end(
          JSON.stringify({
            jsonrpc: '2.0',
            id: body.id,
            result: answer(body.method, body.params ?? []),
          }),
        )
      } catch (error) {
        res.end(
          JSON.stringify({
            jsonrpc: '2.0',
            id: body.id,
            error: { code: -32601, message: String(error) },
          }),
        )
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    lamports,
    tokens,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

export const TEST_PROJECT_ID = 'keyway-test'

export type ApiTestBed = {
  evm: EvmDevnet
  solana: FakeSolana
  api: BlockchainApi
  projects: ProjectRegistry
  /** Builds an API URL with projectId, st and sv set (docs/services.md#calls), plus `params`. */
  url(path: string, params?: Record<string, string>): string
  stop(): Promise<void>
}

export async function startApiTestBed(options: { now?: () => number } = {}): Promise<ApiTestBed> {
  const evm = await startEvmChains({ host: '127.0.0.1', ports: { evmRpc: 0, evmRpc2: 0 } })
  const solana = await startFakeSolanaRpc()
  const projects = createProjectRegistry([
    { id: TEST_PROJECT_ID, name: 'tests', allowedOrigins: [], features: {} },
  ])
  const api = await startBlockchainApi({
    host: '127.0.0.1',
    port: 0,
    projects,
    evm,
    solanaRpcUrl: solana.url,
    solanaUsdcMint: FAKE_SOLANA_USDC_MINT,
    ...(options.now ? { now: options.now } : {}),
  })
  return {
    evm,
    solana,
    api,
    projects,
    url(path, params = {}) {
      const u = new URL(path, api.url)
      for (const [k, v] of Object.entries({
        projectId: TEST_PROJECT_ID,
        st: 'keyway-test',
        sv: '0.0.0',
        ...params,
      })) {
        u.searchParams.set(k, v)
      }
      return u.toString()
    },
    async stop() {
      await api.stop()
      await solana.stop()
      await evm.stop()
    },
  }
}
