import {
  ComputeBudgetProgram,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { writeGenesis } from './genesis.js'
import { testKeypairs } from './keys.js'
import { createSolanaLedger, type SolanaLedger } from './ledger.js'
import { type DecodedTransaction, decodeWireTransaction } from './wire.js'

/** The validator-side rules devnet adds around litesvm: slots, blockhash expiry, commitment. */

function setup(options: Parameters<typeof createSolanaLedger>[0] = {}) {
  const ledger = createSolanaLedger({ now: () => 1_700_000_000_000, ...options })
  writeGenesis(ledger)
  const [payer] = testKeypairs(1)
  if (!payer) throw new Error('no payer')
  return { ledger, payer }
}

function transfer(
  ledger: SolanaLedger,
  payer: Keypair,
  lamports: number,
  opts: { blockhash?: string; to?: Keypair; priceMicroLamports?: number } = {},
): DecodedTransaction {
  const tx = new Transaction({
    feePayer: payer.publicKey,
    recentBlockhash: opts.blockhash ?? ledger.latestBlockhash().blockhash,
  })
  if (opts.priceMicroLamports !== undefined) {
    tx.add(
      ComputeBudgetProgram.setComputeUnitLimit({ units: 10_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: opts.priceMicroLamports }),
    )
  }
  tx.add(
    SystemProgram.transfer({
      fromPubkey: payer.publicKey,
      toPubkey: (opts.to ?? Keypair.generate()).publicKey,
      lamports,
    }),
  )
  tx.sign(payer)
  return decodeWireTransaction(tx.serialize().toString('base64'), 'base64')
}

describe('createSolanaLedger', () => {
  it('processes a transaction in the current slot and then opens a new slot with a new blockhash', () => {
    const { ledger, payer } = setup()
    const slot = ledger.slot()
    const { blockhash } = ledger.latestBlockhash()
    const result = ledger.submit(transfer(ledger, payer, LAMPORTS_PER_SOL))
    expect(result.landed && result.record.slot).toBe(slot)
    expect(ledger.slot()).toBe(slot + 1n)
    expect(ledger.latestBlockhash().blockhash).not.toBe(blockhash)
  })

  it('keeps a blockhash valid for 150 block heights and rejects it after with BlockhashNotFound', () => {
    const { ledger, payer } = setup({ blockhashLifetime: 150 })
    const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash()
    expect(lastValidBlockHeight).toBe(ledger.blockHeight() + 150n)
    while (ledger.blockHeight() < lastValidBlockHeight) ledger.advanceSlot()
    expect(ledger.isBlockhashValid(blockhash)).toBe(true)
    ledger.advanceSlot()
    expect(ledger.isBlockhashValid(blockhash)).toBe(false)
    const result = ledger.submit(transfer(ledger, payer, LAMPORTS_PER_SOL, { blockhash }))
    expect(result).toEqual({
      landed: false,
      err: { json: 'BlockhashNotFound', message: 'Blockhash not found' },
    })
  })

  it('rejects a blockhash it never produced', () => {
    const { ledger, payer } = setup()
    const unknown = Keypair.generate().publicKey.toBase58()
    expect(ledger.isBlockhashValid(unknown)).toBe(false)
    const sim = ledger.simulate(transfer(ledger, payer, 1, { blockhash: unknown }))
    expect(sim.err?.json).toBe('BlockhashNotFound')
  })

  it('reports a landed transaction confirmed, then finalized once the chain is finalityDepth slots ahead', () => {
    const { ledger, payer } = setup({ finalityDepth: 3 })
    const result = ledger.submit(transfer(ledger, payer, LAMPORTS_PER_SOL))
    if (!result.landed) throw new Error('expected the transfer to land')
    expect(ledger.commitmentOf(result.record)).toBe('confirmed')
    expect(ledger.confirmationsOf(result.record)).toBe(1)
    ledger.advanceSlot()
    expect(ledger.commitmentOf(result.record)).toBe('confirmed')
    ledger.advanceSlot()
    expect(ledger.commitmentOf(result.record)).toBe('finalized')
    expect(ledger.confirmationsOf(result.record)).toBeNull()
  })

  it('refuses the same signed transaction twice with AlreadyProcessed', () => {
    const { ledger, payer } = setup()
    const tx = transfer(ledger, payer, LAMPORTS_PER_SOL)
    expect(ledger.submit(tx).landed).toBe(true)
    expect(ledger.submit(tx)).toMatchObject({ landed: false, err: { json: 'AlreadyProcessed' } })
    expect(ledger.simulate(tx).err?.json).toBe('AlreadyProcessed')
  })

  it('records balances before and after and the 5000-lamport fee per signature', () => {
    const { ledger, payer } = setup()
    const to = Keypair.generate()
    const result = ledger.submit(transfer(ledger, payer, LAMPORTS_PER_SOL, { to }))
    if (!result.landed) throw new Error('expected the transfer to land')
    const { record } = result
    expect(record.fee).toBe(5000n)
    expect(record.preBalances[0]! - record.postBalances[0]!).toBe(BigInt(LAMPORTS_PER_SOL) + 5000n)
    expect(record.postBalances[1]).toBe(BigInt(LAMPORTS_PER_SOL))
    expect(record.blockTime).toBe(1_700_000_000)
    expect(ledger.getRecord(record.signature)).toBe(record)
  })

  it('adds the priority fee (price × compute-unit limit) that litesvm charges', () => {
    const { ledger, payer } = setup()
    const before = ledger.getAccount(payer.publicKey.toBase58())?.lamports ?? 0n
    const result = ledger.submit(
      transfer(ledger, payer, LAMPORTS_PER_SOL, { priceMicroLamports: 1_000_000 }),
    )
    if (!result.landed) throw new Error('expected the transfer to land')
    expect(result.record.fee).toBe(15_000n)
    const after = ledger.getAccount(payer.publicKey.toBase58())?.lamports ?? 0n
    expect(before - after).toBe(BigInt(LAMPORTS_PER_SOL) + 15_000n)
  })

  it('lands a failing transfer with its InstructionError and charges only the fee', () => {
    const { ledger, payer } = setup()
    const result = ledger.submit(transfer(ledger, payer, 1_000 * LAMPORTS_PER_SOL))
    if (!result.landed) throw new Error('a failed execution still lands')
    expect(result.record.err).toEqual({
      json: { InstructionError: [0, { Custom: 1 }] },
      message: 'Error processing Instruction 0: custom program error: 0x1',
    })
    expect(result.record.preBalances[0]! - result.record.postBalances[0]!).toBe(5000n)
    expect(result.record.logs.join('\n')).toContain('insufficient lamports')
  })

  it('drops a transaction whose fee payer has no account, as a cluster does', () => {
    const { ledger } = setup()
    const ghost = Keypair.generate()
    const tx = transfer(ledger, ghost, 1)
    expect(ledger.submit(tx)).toEqual({
      landed: false,
      err: {
        json: 'AccountNotFound',
        message: 'Attempt to debit an account but found no record of a prior credit.',
      },
    })
    expect(ledger.getRecord(tx.signature)).toBeUndefined()
  })

  it('simulates without changing any balance', () => {
    const { ledger, payer } = setup()
    const key = payer.publicKey.toBase58()
    const before = ledger.getAccount(key)?.lamports
    const sim = ledger.simulate(transfer(ledger, payer, LAMPORTS_PER_SOL))
    expect(sim.err).toBeNull()
    expect(sim.unitsConsumed).toBeGreaterThan(0n)
    expect(ledger.getAccount(key)?.lamports).toBe(before)
  })

  it('tells slot and transaction listeners, and stops after unsubscribe', () => {
    const { ledger, payer } = setup()
    const slots: bigint[] = []
    const signatures: string[] = []
    const stopSlots = ledger.onSlot((slot) => slots.push(slot))
    const stopTx = ledger.onTransaction((record) => signatures.push(record.signature))
    const tx = transfer(ledger, payer, LAMPORTS_PER_SOL)
    ledger.submit(tx)
    expect(signatures).toEqual([tx.signature])
    expect(slots).toEqual([ledger.slot()])
    stopSlots()
    stopTx()
    ledger.advanceSlot()
    ledger.submit(transfer(ledger, payer, LAMPORTS_PER_SOL))
    expect(slots).toHaveLength(1)
    expect(signatures).toHaveLength(1)
  })
})
