import { type Address, getAddress, type Hex, type Log } from 'viem'
import type { ApiChain } from './context.js'

/**
 * Indexes the local chains' blocks for the history endpoint: native value transfers and
 * ERC-20 / ERC-721 Transfer events, with each transaction's status. It follows new blocks
 * by polling, and every query first catches up to the head so answers are never stale.
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

export function createHistoryIndexer(options: {
  chains: readonly ApiChain[]
  pollIntervalMs?: number
  timers?: Timers
  onError?: (error: unknown) => void
}): HistoryIndexer {
  const byChain = new Map<number, { next: bigint; txs: IndexedTx[]; running: Promise<void> }>()
  for (const chain of options.chains) {
    byChain.set(chain.chainId, { next: 0n, txs: [], running: Promise.resolve() })
  }

  async function indexChain(chain: ApiChain): Promise<void> {
    const state = byChain.get(chain.chainId)
    if (!state) return
    const head = await chain.client.getBlockNumber({ cacheTime: 0 })
    for (let n = state.next; n <= head; n++) {
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
        state.txs.push({
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
        })
      }
      state.next = n + 1n
    }
  }

  // One catch-up at a time per chain, so blocks are never indexed twice.
  function catchUpChain(chain: ApiChain): Promise<void> {
    const state = byChain.get(chain.chainId)
    if (!state) return Promise.resolve()
    const run = state.running.then(() => indexChain(chain))
    state.running = run.catch(() => undefined)
    return run
  }

  const catchUp = async () => {
    await Promise.all(options.chains.map(catchUpChain))
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
    transactionsOf(address, chainIds) {
      const lower = address.toLowerCase()
      const involves = (a: string | null) => a !== null && a.toLowerCase() === lower
      const result: IndexedTx[] = []
      for (const [chainId, state] of byChain) {
        if (chainIds && !chainIds.includes(chainId)) continue
        for (const tx of state.txs) {
          if (
            involves(tx.from) ||
            involves(tx.to) ||
            tx.transfers.some((t) => involves(t.from) || involves(t.to))
          ) {
            result.push(tx)
          }
        }
      }
      return result
    },
    stop: () => timers.clearInterval(handle),
  }
}
