import {
  AccountRole,
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  compressTransactionMessageUsingAddressLookupTables,
  createTransactionMessage,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import type { SummaryContext } from './approval-context.js'
import { summarizeRequest } from './approval-summary.js'
import { base58, readTransaction, SolanaMessageError } from './solana-message.js'
import { SYSTEM_PROGRAM, TOKEN_PROGRAM } from './solana-summary.js'

const PAYER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' as Address
const RECIPIENT = 'BPFLoaderUpgradeab1e11111111111111111111111' as Address
const SOURCE = 'SysvarRent111111111111111111111111111111111' as Address
const DESTINATION = 'SysvarC1ock11111111111111111111111111111111' as Address
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' as Address
const OTHER_PROGRAM = 'Stake11111111111111111111111111111111111111' as Address
const BLOCKHASH = 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k' as Blockhash

const le64 = (n: bigint) => {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, n, true)
  return bytes
}
const bytes = (...parts: (number | Uint8Array)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'number' ? [p] : [...p])))

function wire(...instructions: Instruction[]): string {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(PAYER, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: BLOCKHASH, lastValidBlockHeight: 1n },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}

const signer = (address: Address) => ({ address, role: AccountRole.WRITABLE_SIGNER })
const writable = (address: Address) => ({ address, role: AccountRole.WRITABLE })
const readonly = (address: Address) => ({ address, role: AccountRole.READONLY })

const systemTransfer: Instruction = {
  programAddress: SYSTEM_PROGRAM as Address,
  accounts: [signer(PAYER), writable(RECIPIENT)],
  data: bytes(2, 0, 0, 0, le64(1_500_000_000n)),
}
const splTransferChecked: Instruction = {
  programAddress: TOKEN_PROGRAM as Address,
  accounts: [writable(SOURCE), readonly(MINT), writable(DESTINATION), signer(PAYER)],
  data: bytes(12, le64(2_500_000n), 6),
}
const splTransfer: Instruction = {
  programAddress: TOKEN_PROGRAM as Address,
  accounts: [writable(SOURCE), writable(DESTINATION), signer(PAYER)],
  data: bytes(3, le64(1_250_000n)),
}
const context: SummaryContext = {
  chainId: 'solana:7KYHUcy2LQ5fY3vHj4s2xJtNGiotsX4w',
  parentOrigin: 'https://dapp.example',
  fee: { maxFee: '5000' },
  tokens: { [MINT.toLowerCase()]: { symbol: 'USDC', decimals: 6 } },
}

describe('Solana transactions on the approval card', () => {
  it('a System transfer shows SOL, sender and recipient, the chain and the fee cap', () => {
    const summary = summarizeRequest(
      'solana_signAndSendTransaction',
      { transaction: wire(systemTransfer) },
      context,
    )
    expect(summary.title).toBe('Sign and send a transaction')
    expect(summary.rows).toEqual([
      { label: 'Chain', value: 'Solana (devnet)' },
      { label: 'Fee payer', value: PAYER },
      { label: 'Send SOL', value: '1.5 SOL' },
      { label: 'From', value: PAYER },
      { label: 'To', value: RECIPIENT },
      { label: 'Max fee', value: '0.000005 SOL' },
    ])
  })

  it('an SPL TransferChecked shows its amount with the mint’s symbol and the recipient', () => {
    const summary = summarizeRequest(
      'solana_signTransaction',
      { transaction: wire(splTransferChecked) },
      context,
    )
    expect(summary.rows).toContainEqual({ label: 'Send tokens', value: '2.5 USDC' })
    expect(summary.rows).toContainEqual({ label: 'Mint', value: MINT })
    expect(summary.rows).toContainEqual({ label: 'To (token account)', value: DESTINATION })
    // Without metadata the decimals still come from the instruction.
    const bare = summarizeRequest('solana_signTransaction', {
      transaction: wire(splTransferChecked),
    })
    expect(bare.rows).toContainEqual({ label: 'Send tokens', value: `2.5 of mint ${MINT}` })
  })

  it('an SPL Transfer shows its amount, with decimals from the context where it knows the account', () => {
    const known = {
      ...context,
      tokens: { [DESTINATION.toLowerCase()]: { symbol: 'USDC', decimals: 6 } },
    }
    expect(
      summarizeRequest('solana_signTransaction', { transaction: wire(splTransfer) }, known).rows,
    ).toContainEqual({ label: 'Send tokens', value: '1.25 USDC' })
    expect(
      summarizeRequest('solana_signTransaction', { transaction: wire(splTransfer) }).rows,
    ).toContainEqual({
      label: 'Send tokens',
      value: `1250000 (base units of the token of account ${SOURCE})`,
    })
  })

  it('several instructions are numbered; an unknown one is listed by its program id', () => {
    const other: Instruction = {
      programAddress: OTHER_PROGRAM,
      accounts: [writable(RECIPIENT)],
      data: bytes(9, 9),
    }
    const summary = summarizeRequest('solana_signTransaction', {
      transaction: wire(systemTransfer, other),
    })
    expect(summary.rows).toContainEqual({ label: '1. Send SOL', value: '1.5 SOL' })
    expect(summary.rows).toContainEqual({
      label: '2. Other instruction',
      value: `program ${OTHER_PROGRAM}, 1 accounts, 2 bytes of data`,
    })
  })

  it('bytes that are no transaction are shown whole, with a warning', () => {
    const summary = summarizeRequest('solana_signTransaction', { transaction: 'AAAA' })
    expect(summary.rows).toEqual([{ label: 'Transaction', value: 'AAAA (could not be read)' }])
    expect(summary.warnings).toHaveLength(1)
  })

  it('signAllTransactions lists each transaction’s instructions', () => {
    const summary = summarizeRequest(
      'solana_signAllTransactions',
      {
        transactions: [wire(systemTransfer), wire(splTransferChecked)],
      },
      context,
    )
    expect(summary.title).toBe('Sign 2 transactions')
    expect(summary.rows).toContainEqual({ label: 'Transaction 2: Send tokens', value: '2.5 USDC' })
  })
})

describe('the wire reader (solana-message.ts), checked against @solana/kit', () => {
  it('reads legacy messages as well as v0', () => {
    const message = pipe(
      createTransactionMessage({ version: 'legacy' }),
      (m) => setTransactionMessageFeePayer(PAYER, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: BLOCKHASH, lastValidBlockHeight: 1n },
          m,
        ),
      (m) => appendTransactionMessageInstructions([systemTransfer], m),
    )
    const legacy = readTransaction(
      new Uint8Array(getTransactionEncoder().encode(compileTransaction(message))),
    )
    expect(legacy.version).toBe('legacy')
    expect(legacy.staticAccounts).toEqual([PAYER, RECIPIENT, SYSTEM_PROGRAM])
    expect(legacy.instructions[0]?.accounts).toEqual([PAYER, RECIPIENT])
  })

  it('names accounts from address lookup tables by table and entry', () => {
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(PAYER, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: BLOCKHASH, lastValidBlockHeight: 1n },
          m,
        ),
      (m) => appendTransactionMessageInstructions([systemTransfer], m),
      (m) => compressTransactionMessageUsingAddressLookupTables(m, { [MINT]: [RECIPIENT] }),
    )
    const read = readTransaction(
      new Uint8Array(getTransactionEncoder().encode(compileTransaction(message))),
    )
    expect(read.lookedUp).toBe(1)
    expect(read.instructions[0]?.accounts).toEqual([PAYER, `entry 0 of lookup table ${MINT}`])
    const summary = summarizeRequest('solana_signTransaction', {
      transaction: getBase64EncodedWireTransaction(compileTransaction(message)),
    })
    expect(summary.warnings).toEqual([
      'Some accounts come from address lookup tables and are shown by number only.',
    ])
  })

  it('refuses truncated, padded and inconsistent bytes with a typed error', () => {
    const good = Buffer.from(wire(systemTransfer), 'base64')
    expect(() => readTransaction(good.subarray(0, good.length - 1))).toThrow(SolanaMessageError)
    expect(() => readTransaction(new Uint8Array([...good, 0]))).toThrow('bytes are left over')
    expect(() => readTransaction(new Uint8Array([0x80]))).toThrow(SolanaMessageError)
  })

  it('base58 matches kit for addresses and leading zeros', () => {
    for (const text of [PAYER, SYSTEM_PROGRAM, MINT, '1112']) {
      expect(base58(new Uint8Array(getBase58Encoder().encode(text)))).toBe(text)
    }
  })
})
