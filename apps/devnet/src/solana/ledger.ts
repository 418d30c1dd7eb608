import { type Address, lamports } from '@solana/kit'
import {
  FailedTransactionMetadata,
  LiteSVM,
  type SimulatedTransactionInfo,
  type TransactionMetadata,
} from 'litesvm'
import { type AccountView, type TokenBalance, tokenBalances } from './token.js'
import {
  type DescribedError,
  describeTransactionError,
  namedTransactionError,
} from './tx-errors.js'
import { type DecodedTransaction, messageFee, toBase58 } from './wire.js'

/**
 * The chain behind devnet's Solana RPC: a litesvm instance plus what litesvm leaves to a
 * validator — slots, a block height, recent blockhashes that expire, commitment levels and
 * a per-signature record of processed transactions with their meta (balances before and
 * after, fee, logs), so that clients' confirmation and expiry logic run as on a cluster.
 */

export type Commitment = 'processed' | 'confirmed' | 'finalized'

export type InnerInstructionsJson = {
  index: number
  instructions: Array<{
    programIdIndex: number
    accounts: number[]
    data: string
    stackHeight: number
  }>
}

export type ReturnDataJson = { programId: string; data: [string, 'base64'] }

export type ExecutionMeta = {
  err: DescribedError | null
  logs: string[]
  unitsConsumed: bigint
  innerInstructions: InnerInstructionsJson[]
  returnData: ReturnDataJson | null
}

export type TransactionRecord = ExecutionMeta & {
  signature: string
  slot: bigint
  /** Unix seconds. */
  blockTime: number
  transaction: DecodedTransaction
  fee: bigint
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
}

export type SimulationResult = ExecutionMeta & { postAccounts: Map<string, AccountView> }

export type SubmitResult =
  | { landed: true; record: TransactionRecord }
  | { landed: false; err: DescribedError }

export type LedgerOptions = {
  /** Wall clock in ms (blockTime, the Clock sysvar); injectable for tests. */
  now?: () => number
  /** Slots after which a transaction counts as finalized (default 2: a devnet needs no 32). */
  finalityDepth?: number
  /** Block heights a blockhash stays usable (Solana: 150). */
  blockhashLifetime?: number
}

export type SolanaLedger = {
  readonly svm: LiteSVM
  slot(): bigint
  blockHeight(): bigint
  /** The newest finalized slot. */
  rootSlot(): bigint
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: bigint }
  isBlockhashValid(blockhash: string): boolean
  /** Closes the current slot: new slot, new blockhash; listeners are told. */
  advanceSlot(): void
  getAccount(address: string): AccountView | null
  setAccount(address: string, account: AccountView): void
  /** Executes a transaction; only landed ones (fee charged) get a record. */
  submit(tx: DecodedTransaction): SubmitResult
  simulate(
    tx: DecodedTransaction,
    options?: { sigVerify?: boolean; checkBlockhash?: boolean },
  ): SimulationResult
  getRecord(signature: string): TransactionRecord | undefined
  transactionCount(): number
  /** Landed transactions, newest first (getSignaturesForAddress). */
  recordsNewestFirst(): Iterable<TransactionRecord>
  commitmentOf(record: TransactionRecord): Commitment
  /** Slots since the record's slot, null once finalized (as in getSignatureStatuses). */
  confirmationsOf(record: TransactionRecord): number | null
  onSlot(listener: (slot: bigint) => void): () => void
  onTransaction(listener: (record: TransactionRecord) => void): () => void
}

const RANK: Readonly<Record<Commitment, number>> = { processed: 0, confirmed: 1, finalized: 2 }

/** True when a status at `reached` satisfies a request for `wanted`. */
export function meetsCommitment(reached: Commitment, wanted: Commitment): boolean {
  return RANK[reached] >= RANK[wanted]
}

function executionMeta(meta: TransactionMetadata, err: DescribedError | null): ExecutionMeta {
  const innerInstructions: InnerInstructionsJson[] = []
  meta.innerInstructions().forEach((list, index) => {
    if (list.length === 0) return
    innerInstructions.push({
      index,
      instructions: list.map((inner) => {
        const ix = inner.instruction()
        return {
          programIdIndex: ix.programIdIndex(),
          accounts: [...ix.accounts()],
          data: toBase58(ix.data()),
          stackHeight: inner.stackHeight(),
        }
      }),
    })
  })
  const ret = meta.returnData()
  const retData = ret.data()
  return {
    err,
    logs: meta.logs(),
    unitsConsumed: meta.computeUnitsConsumed(),
    innerInstructions,
    returnData:
      retData.length === 0
        ? null
        : {
            programId: toBase58(ret.programId()),
            data: [Buffer.from(retData).toString('base64'), 'base64'],
          },
  }
}

const EMPTY_META: ExecutionMeta = {
  err: null,
  logs: [],
  unitsConsumed: 0n,
  innerInstructions: [],
  returnData: null,
}

export function createSolanaLedger(options: LedgerOptions = {}): SolanaLedger {
  const now = options.now ?? Date.now
  const finalityDepth = BigInt(options.finalityDepth ?? 2)
  const lifetime = BigInt(options.blockhashLifetime ?? 150)
  // Blockhash age is checked here (per slot, with expiry), so litesvm's own check — which
  // only knows the single latest blockhash — is off.
  const svm = new LiteSVM().withBlockhashCheck(false).withTransactionHistory(0n)
  let slot = 1n
  /** blockhash → slot it was produced in */
  const blockhashes = new Map<string, bigint>()
  const records = new Map<string, TransactionRecord>()
  /** Landed transactions in the order they were processed. */
  const history: TransactionRecord[] = []
  const slotListeners = new Set<(slot: bigint) => void>()
  const txListeners = new Set<(record: TransactionRecord) => void>()

  function syncClock(): void {
    svm.warpToSlot(slot)
    const clock = svm.getClock()
    clock.unixTimestamp = BigInt(Math.floor(now() / 1000))
    svm.setClock(clock)
  }

  function latest() {
    const blockhash = svm.latestBlockhash()
    return { blockhash, lastValidBlockHeight: slot + lifetime }
  }

  function isBlockhashValid(blockhash: string): boolean {
    const producedAt = blockhashes.get(blockhash)
    return producedAt !== undefined && slot <= producedAt + lifetime
  }

  function getAccount(address: string): AccountView | null {
    const account = svm.getAccount(address as Address)
    if (!account.exists) return null
    return {
      lamports: account.lamports,
      owner: account.programAddress,
      data: account.data,
      executable: account.executable,
    }
  }

  function balances(keys: readonly string[]): bigint[] {
    return keys.map((key) => getAccount(key)?.lamports ?? 0n)
  }

  function advanceSlot(): void {
    slot += 1n
    syncClock()
    svm.expireBlockhash()
    blockhashes.set(svm.latestBlockhash(), slot)
    for (const [hash, producedAt] of blockhashes) {
      if (producedAt + lifetime * 2n < slot) blockhashes.delete(hash)
    }
    for (const listener of slotListeners) listener(slot)
  }

  syncClock()
  blockhashes.set(svm.latestBlockhash(), slot)

  function simulate(
    tx: DecodedTransaction,
    opts: { sigVerify?: boolean; checkBlockhash?: boolean } = {},
  ): SimulationResult {
    if (records.has(tx.signature)) {
      return {
        ...EMPTY_META,
        err: namedTransactionError('AlreadyProcessed'),
        postAccounts: new Map(),
      }
    }
    if (opts.checkBlockhash !== false && !isBlockhashValid(tx.recentBlockhash)) {
      return {
        ...EMPTY_META,
        err: namedTransactionError('BlockhashNotFound'),
        postAccounts: new Map(),
      }
    }
    const sigVerify = opts.sigVerify ?? true
    let result: FailedTransactionMetadata | SimulatedTransactionInfo
    try {
      svm.withSigverify(sigVerify)
      result = svm.simulateTransaction(tx.kit)
    } catch {
      // litesvm refuses transactions with missing signatures before verifying them.
      return {
        ...EMPTY_META,
        err: namedTransactionError('SignatureFailure'),
        postAccounts: new Map(),
      }
    } finally {
      svm.withSigverify(true)
    }
    if (result instanceof FailedTransactionMetadata) {
      return {
        ...executionMeta(result.meta(), describeTransactionError(result.err())),
        postAccounts: new Map(),
      }
    }
    const postAccounts = new Map<string, AccountView>()
    for (const account of result.postAccounts()) {
      postAccounts.set(account.address, {
        lamports: account.lamports,
        owner: account.programAddress,
        data: Uint8Array.from(account.data),
        executable: account.executable,
      })
    }
    return { ...executionMeta(result.meta(), null), postAccounts }
  }

  function submit(tx: DecodedTransaction): SubmitResult {
    if (records.has(tx.signature))
      return { landed: false, err: namedTransactionError('AlreadyProcessed') }
    if (!isBlockhashValid(tx.recentBlockhash)) {
      return { landed: false, err: namedTransactionError('BlockhashNotFound') }
    }
    const keys = tx.accountKeys
    const preBalances = balances(keys)
    const preTokenBalances = tokenBalances(keys, getAccount)
    let result: FailedTransactionMetadata | TransactionMetadata
    try {
      result = svm.sendTransaction(tx.kit)
    } catch {
      return { landed: false, err: namedTransactionError('SignatureFailure') }
    }
    const postBalances = balances(keys)
    let meta: ExecutionMeta
    if (result instanceof FailedTransactionMetadata) {
      const err = describeTransactionError(result.err())
      // Errors found before execution (no fee charged) never reach a block on a real cluster.
      if (postBalances[0] === preBalances[0]) return { landed: false, err }
      meta = executionMeta(result.meta(), err)
    } else {
      meta = executionMeta(result, null)
    }
    const record: TransactionRecord = {
      ...meta,
      signature: tx.signature,
      slot,
      blockTime: Math.floor(now() / 1000),
      transaction: tx,
      fee: messageFee(tx.versioned.message),
      preBalances,
      postBalances,
      preTokenBalances,
      postTokenBalances: tokenBalances(keys, getAccount),
    }
    records.set(record.signature, record)
    history.push(record)
    for (const listener of txListeners) listener(record)
    advanceSlot()
    return { landed: true, record }
  }

  return {
    svm,
    slot: () => slot,
    blockHeight: () => slot,
    rootSlot: () => (slot > finalityDepth ? slot - finalityDepth : 0n),
    latestBlockhash: latest,
    isBlockhashValid,
    advanceSlot,
    getAccount,
    setAccount(address, account) {
      svm.setAccount({
        address: address as Address,
        lamports: lamports(account.lamports),
        programAddress: account.owner as Address,
        data: account.data,
        executable: account.executable,
        space: BigInt(account.data.length),
      })
    },
    submit,
    simulate,
    getRecord: (signature) => records.get(signature),
    transactionCount: () => history.length,
    *recordsNewestFirst() {
      for (let i = history.length - 1; i >= 0; i--) yield history[i] as TransactionRecord
    },
    commitmentOf: (record) => (slot >= record.slot + finalityDepth ? 'finalized' : 'confirmed'),
    confirmationsOf: (record) =>
      slot >= record.slot + finalityDepth ? null : Number(slot - record.slot),
    onSlot(listener) {
      slotListeners.add(listener)
      return () => slotListeners.delete(listener)
    },
    onTransaction(listener) {
      txListeners.add(listener)
      return () => txListeners.delete(listener)
    },
  }
}
