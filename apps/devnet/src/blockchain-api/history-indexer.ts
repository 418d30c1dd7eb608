import { type Address, getAddress, type Hex, type Log } from 'viem'
import { internalPayments, isMissingMethod, traceCalls } from './call-trace.js'
import type { ApiChain } from './context.js'

/**
 * Indexes the local chains' blocks for the history endpoint: native value transfers, the
 * native coin that contracts pass on inside a transaction (from the node's call trace), and
 * ERC-20 / ERC-721 Transfer events, with each transaction's status. It follows new blocks
 * by polling, and every query first catches up to the head so answers are never stale.
 *
 * Tracing is bounded: only a successful transaction that calls a devnet contract, or that
 * touches a watched address (one whose history has been asked for), is traced, once. A node
 * without `debug_traceTransaction` leaves the transfers as the receipt shows them, and says
 * so once.
 */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const APPROVAL_TOPIC = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925'

export type IndexedTransfer = {
  standard: 'native' | 'erc20' | 'erc721'
  /** Token contract; null for the native coin. */
  token: Address | null
  from: Address
  to: Address
  /** Amount in base units, or the token id for ERC-721. */
  amount: bigint
}

export type IndexedTx = {
  chainId: number
  hash: Hex
  blockNumber: bigint
  index: number
  /** Block time, seconds. */
  timestamp: number
  from: Address
  to: Address | null
  nonce: number
  status: 'confirmed' | 'failed'
  transfers: IndexedTransfer[]
  hasApproval: boolean
}

export type HistoryIndexer = {
  catchUp(): Promise<void>
  /**
   * Marks `address` as watched: its transactions indexed from now on are traced, and so,
   * before the promise resolves, are those already indexed.
   */
  watch(address: Address): Promise<void>
  /** Transactions that involve `address` (sender, recipient or a transfer party). */
  transactionsOf(address: Address, chainIds?: readonly number[]): IndexedTx[]
  stop(): void
}

export type Timers = {
  setInterval(fn: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
}

const topicAddress = (topic: Hex | undefined): Address =>
  getAddress(`0x${(topic ?? '0x').slice(-40).padStart(40, '0')}`)

function decodeTransfers(logs: readonly Log[]): IndexedTransfer[] {
  const transfers: IndexedTransfer[] = []
  for (const log of logs) {
    const [topic0, t1, t2, t3] = log.topics
    if (topic0 !== TRANSFER_TOPIC) continue
    if (log.topics.length === 3) {
      const from = topicAddress(t1)
      const to = topicAddress(t2)
      transfers.push({ standard: 'erc20', token: log.address, from, to, amount: BigInt(log.data) })
    } else if (log.topics.length === 4) {
      const from = topicAddress(t1)
      const to = topicAddress(t2)
      transfers.push({ standard: 'erc721', token: log.address, from, to, amount: BigInt(t3 ?? 0) })
    }
  }
  return transfers
}

type ChainState = {
  chain: ApiChain
  next: bigint
  txs: IndexedTx[]
  /** The chain's queue: indexing and tracing run one at a time, so nothing is done twice. */
  running: Promise<void>
  /** Transactions already traced (or whose trace failed), so none is traced again. */
  traced: Set<Hex>
  /** The chain's devnet contracts, lower-case: a call to one is always traced. */
  contracts: Set<string>
  /** Off once the node turned out to have no `debug_traceTransaction`. */
  tracing: boolean
  warned: boolean
}

/** Every address a transaction names: sender, recipient and the parties of its transfers. */
function partiesOf(tx: IndexedTx): string[] {
  const parties = [tx.from, ...(tx.to ? [tx.to] : [])]
  for (const t of tx.transfers) parties.push(t.from, t.to)
  return parties.map((a) => a.toLowerCase())
}

export function createHistoryIndexer(options: {
  chains: readonly ApiChain[]
  pollIntervalMs?: number
  timers?: Timers
  onError?: (error: unknown) => void
  /** Where the one notice per chain of a failed call trace goes; default stderr. */
  log?: (message: string) => void
}): HistoryIndexer {
  const log =
    options.log ?? ((message: string) => process.stderr.write(`blockchain-api: ${message}\n`))
  const watched = new Set<string>()
  let stopped = false
  const states: ChainState[] = options.chains.map((chain) => ({
    chain,
    next: 0n,
    txs: [],
    running: Promise.resolve(),
    traced: new Set(),
    contracts: new Set(Object.values(chain.contracts).map((a) => a.toLowerCase())),
    tracing: true,
    warned: false,
  }))

  function shouldTrace(state: ChainState, tx: IndexedTx): boolean {
    if (!state.tracing || tx.status !== 'confirmed' || state.traced.has(tx.hash)) return false
    if (tx.to && state.contracts.has(tx.to.toLowerCase())) return true
    return partiesOf(tx).some((a) => watched.has(a))
  }

  // Adds the native coin that contracts sent inside `tx`. On failure the transaction keeps
  // what its receipt shows, as it did before tracing existed.
  async function traceInternalTransfers(state: ChainState, tx: IndexedTx): Promise<void> {
    state.traced.add(tx.hash)
    try {
      const payments = internalPayments(await traceCalls(state.chain.client, tx.hash))
      for (const p of payments) tx.transfers.push({ standard: 'native', token: null, ...p })
    } catch (error) {
      if (isMissingMethod(error)) state.tracing = false
      if (state.warned || stopped) return
      state.warned = true
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
      log(
        `chain ${state.chain.chainId}: debug_traceTransaction failed (${reason}); ` +
          (state.tracing
            ? 'a transaction whose trace fails lists no internal ETH transfers'
            : 'history lists no internal ETH transfers on this chain'),
      )
    }
  }

  async function indexChain(state: ChainState): Promise<void> {
    const { chain } = state
    const head = await chain.client.getBlockNumber({ cacheTime: 0 })
    for (let n = state.next; n <= head && !stopped; n++) {
      const block = await chain.client.getBlock({ blockNumber: n, includeTransactions: true })
      for (const tx of block.transactions) {
        const receipt = await chain.client.getTransactionReceipt({ hash: tx.hash })
        const transfers = decodeTransfers(receipt.logs)
        if (tx.value > 0n && tx.to && receipt.status === 'success') {
          transfers.unshift({
            standard: 'native',
            token: null,
            from: tx.from,
            to: tx.to,
            amount: tx.value,
          })
        }
        const indexed: IndexedTx = {
          chainId: chain.chainId,
          hash: tx.hash,
          blockNumber: n,
          index: tx.transactionIndex ?? 0,
          timestamp: Number(block.timestamp),
          from: getAddress(tx.from),
          to: tx.to ? getAddress(tx.to) : null,
          nonce: tx.nonce,
          status: receipt.status === 'success' ? 'confirmed' : 'failed',
          transfers,
          hasApproval: receipt.logs.some((l) => l.topics[0] === APPROVAL_TOPIC),
        }
        if (shouldTrace(state, indexed)) await traceInternalTransfers(state, indexed)
        state.txs.push(indexed)
      }
      state.next = n + 1n
    }
  }

  // Traces what was indexed before an address became watched.
  async function traceWatched(state: ChainState, address: string): Promise<void> {
    for (const tx of state.txs) {
      if (stopped) return
      if (shouldTrace(state, tx) && partiesOf(tx).includes(address)) {
        await traceInternalTransfers(state, tx)
      }
    }
  }

  function enqueue(state: ChainState, job: () => Promise<void>): Promise<void> {
    const run = state.running.then(job)
    state.running = run.catch(() => undefined)
    return run
  }

  const catchUp = async () => {
    await Promise.all(states.map((state) => enqueue(state, () => indexChain(state))))
  }

  const timers = options.timers ?? {
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (h: unknown) => clearInterval(h as ReturnType<typeof setInterval>),
  }
  const handle = timers.setInterval(() => {
    catchUp().catch((error: unknown) => options.onError?.(error))
  }, options.pollIntervalMs ?? 1000)

  return {
    catchUp,
    async watch(address) {
      const lower = address.toLowerCase()
      if (watched.has(lower)) {
        await Promise.all(states.map((state) => state.running))
        return
      }
      watched.add(lower)
      await Promise.all(states.map((state) => enqueue(state, () => traceWatched(state, lower))))
    },
    transactionsOf(address, chainIds) {
      const lower = address.toLowerCase()
      const result: IndexedTx[] = []
      for (const state of states) {
        if (chainIds && !chainIds.includes(state.chain.chainId)) continue
        for (const tx of state.txs) {
          if (partiesOf(tx).includes(lower)) result.push(tx)
        }
      }
      return result
    },
    stop: () => {
      stopped = true
      timers.clearInterval(handle)
    },
  }
}
