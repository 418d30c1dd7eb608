import { createJsonServer } from '../http/server.js'
import { GENESIS_HASH, type Genesis, type GenesisOptions, writeGenesis } from './genesis.js'
import { handleJsonRpcText, type MethodTable } from './json-rpc.js'
import { faucetKeypair, type TestAccount } from './keys.js'
import { createSolanaLedger, type LedgerOptions, type SolanaLedger } from './ledger.js'
import { accountMethods } from './rpc-accounts.js'
import { clusterMethods } from './rpc-cluster.js'
import { transactionMethods } from './rpc-transactions.js'
import { startSubscriptionServer } from './subscriptions.js'

/**
 * Devnet's Solana cluster: litesvm behind an HTTP JSON-RPC endpoint and a WebSocket PubSub
 * endpoint that @solana/web3.js' Connection and @solana/kit use unmodified.
 */

export type SolanaDevnet = {
  rpcUrl: string
  wsUrl: string
  genesisHash: string
  /** Funded with SOL and test USDC at start, the same on every run. */
  accounts: TestAccount[]
  usdcMint: Genesis['usdcMint']
  /** accounts[0]: it can mint more test USDC (the onramp checkout uses it). */
  usdcMintAuthority: string
  /** The chain itself, for in-process callers (tests, devnet.ts). */
  ledger: SolanaLedger
  /** Open WebSocket subscriptions (lets tests wait until a subscription has arrived). */
  subscriptionCount(): number
  stop(): Promise<void>
}

export type Timers = {
  setInterval(callback: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
}

export type StartSolanaRpcOptions = {
  host: string
  port: number
  wsPort: number
  /** A new slot (and blockhash) this often even without traffic; 0 turns the clock off. */
  slotIntervalMs?: number
  timers?: Timers
  ledger?: LedgerOptions
  genesis?: GenesisOptions
}

/** Solana's slot time. */
const DEFAULT_SLOT_MS = 400

const defaultTimers: Timers = {
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
}

export function solanaMethods(ledger: SolanaLedger): MethodTable {
  return {
    ...clusterMethods(ledger, GENESIS_HASH),
    ...accountMethods(ledger),
    ...transactionMethods({ ledger, faucet: faucetKeypair() }),
  }
}

export async function startSolanaRpc(options: StartSolanaRpcOptions): Promise<SolanaDevnet> {
  const ledger = createSolanaLedger(options.ledger)
  const genesis = writeGenesis(ledger, options.genesis)
  const methods = solanaMethods(ledger)

  const http = createJsonServer({
    name: 'solana-rpc',
    routes: [
      {
        method: 'POST',
        path: '/',
        // JSON-RPC answers malformed JSON itself (-32700 in a 200 answer, as Solana does).
        rawBody: true,
        handler: async ({ rawBody }) => {
          const text = await handleJsonRpcText(methods, rawBody.toString('utf8'))
          return { body: text ?? '', contentType: 'application/json; charset=utf-8' }
        },
      },
      { method: 'GET', path: '/health', handler: () => ({ body: 'ok' }) },
    ],
  })
  const rpcUrl = await http.listen(options.port, options.host)

  let ws: Awaited<ReturnType<typeof startSubscriptionServer>>
  try {
    ws = await startSubscriptionServer({ ledger, host: options.host, port: options.wsPort })
  } catch (error) {
    await http.stop()
    throw error
  }

  const timers = options.timers ?? defaultTimers
  const slotMs = options.slotIntervalMs ?? DEFAULT_SLOT_MS
  const clock = slotMs > 0 ? timers.setInterval(() => ledger.advanceSlot(), slotMs) : undefined

  return {
    rpcUrl,
    wsUrl: ws.url,
    genesisHash: GENESIS_HASH,
    accounts: genesis.accounts,
    usdcMint: genesis.usdcMint,
    usdcMintAuthority: genesis.usdcMintAuthority,
    ledger,
    subscriptionCount: () => ws.subscriptionCount(),
    async stop() {
      if (clock !== undefined) timers.clearInterval(clock)
      await Promise.all([ws.stop(), http.stop()])
    },
  }
}

export { GENESIS_HASH } from './genesis.js'
export type { TestAccount } from './keys.js'
