/**
 * A small reader of Solana's wire transaction (legacy and v0 messages), for the approval
 * card. @solana/kit's decoders would do the same but bring @solana/errors' message table
 * into the frame script, over its size budget (bundle.test.ts); this reader is checked
 * against kit's encoder in solana-summary.test.ts. Base58 is written out here for the same
 * reason: it is an encoding of public addresses, no cryptography.
 */

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

export function base58(bytes: Uint8Array): string {
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let i = 0; i < digits.length; i++) {
      carry += (digits[i] as number) << 8
      digits[i] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  let out = ''
  for (const byte of bytes) {
    if (byte !== 0) break
    out += '1'
  }
  for (let i = digits.length - 1; i >= 0; i--) out += BASE58[digits[i] as number]
  return out
}

export class SolanaMessageError extends Error {
  constructor(message: string) {
    super(`Not a Solana transaction: ${message}`)
    this.name = 'SolanaMessageError'
  }
}

export type MessageInstruction = { program: string; accounts: string[]; data: Uint8Array }
export type SolanaMessage = {
  version: 'legacy' | 0
  /** The fee payer is the first. */
  staticAccounts: string[]
  instructions: MessageInstruction[]
  /** How many accounts come from address lookup tables (named by table and entry). */
  lookedUp: number
}

function reader(bytes: Uint8Array) {
  let at = 0
  const take = (n: number) => {
    if (n < 0 || at + n > bytes.length) throw new SolanaMessageError('it ends too early')
    const out = bytes.subarray(at, at + n)
    at += n
    return out
  }
  const u8 = () => take(1)[0] as number
  /** compact-u16: 7 bits a byte, at most 3 bytes. */
  const shortVec = () => {
    let value = 0
    for (let i = 0; i < 3; i++) {
      const byte = u8()
      value |= (byte & 0x7f) << (7 * i)
      if ((byte & 0x80) === 0) return value
    }
    throw new SolanaMessageError('a length is too long')
  }
  return { take, u8, shortVec, rest: () => bytes.length - at }
}

/** The message of a wire transaction: signatures, then the message bytes. */
export function readTransaction(bytes: Uint8Array): SolanaMessage {
  const r = reader(bytes)
  const signatures = r.shortVec()
  r.take(signatures * 64)
  const first = r.u8()
  let version: 'legacy' | 0 = 'legacy'
  let required = first
  if (first & 0x80) {
    if ((first & 0x7f) !== 0) throw new SolanaMessageError(`version ${first & 0x7f} is not read`)
    version = 0
    required = r.u8()
  }
  if (required !== signatures) throw new SolanaMessageError('signature count does not match')
  r.take(2) // read-only signed and unsigned account counts
  const staticAccounts = Array.from({ length: r.shortVec() }, () => base58(r.take(32)))
  if (staticAccounts.length === 0) throw new SolanaMessageError('it names no fee payer')
  r.take(32) // recent blockhash or nonce
  const compiled = Array.from({ length: r.shortVec() }, () => {
    const program = r.u8()
    const accounts = Array.from(r.take(r.shortVec()))
    const data = new Uint8Array(r.take(r.shortVec()))
    return { program, accounts, data }
  })
  const writable: string[] = []
  const readonly: string[] = []
  if (version === 0) {
    const tables = r.shortVec()
    for (let t = 0; t < tables; t++) {
      const table = base58(r.take(32))
      for (const index of r.take(r.shortVec()))
        writable.push(`entry ${index} of lookup table ${table}`)
      for (const index of r.take(r.shortVec()))
        readonly.push(`entry ${index} of lookup table ${table}`)
    }
  }
  if (r.rest() !== 0) throw new SolanaMessageError('bytes are left over')
  const all = [...staticAccounts, ...writable, ...readonly]
  const name = (index: number) => {
    const account = all[index]
    if (account === undefined) throw new SolanaMessageError(`account #${index} does not exist`)
    return account
  }
  return {
    version,
    staticAccounts,
    lookedUp: writable.length + readonly.length,
    instructions: compiled.map((ix) => ({
      program: name(ix.program),
      accounts: ix.accounts.map(name),
      data: ix.data,
    })),
  }
}
