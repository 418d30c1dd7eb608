/**
 * Integer base units ↔ decimal text (wei ↔ ether, lamports ↔ SOL, satoshis ↔ BTC).
 * Written here rather than taken from viem because core must not depend on EVM code
 * (docs/architecture.md#dependency-direction: core never imports viem-specific code); adapters may use viem's own.
 */
import { InvalidDecimalNumberError } from '../errors/validation.js'
import { decimalToString, roundDecimal } from './decimal.js'

const PLAIN_DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/

/** `formatUnits(1500000000000000000n, 18)` → "1.5". Exact; trailing zeros dropped. */
export function formatUnits(value: bigint, decimals: number): string {
  return decimalToString({
    negative: value < 0n,
    digits: value < 0n ? -value : value,
    scale: decimals,
  })
}

/**
 * `parseUnits("1.5", 18)` → 1500000000000000000n. Digits beyond `decimals` are rounded half
 * away from zero (a wallet cannot send a fraction of a base unit). Throws
 * 'Invalid decimal number' for anything but plain decimal text.
 */
export function parseUnits(value: string, decimals: number): bigint {
  const match = PLAIN_DECIMAL.exec(value.trim())
  const [, sign, whole = '', fraction = ''] = match ?? []
  if (!match || (whole === '' && fraction === '')) {
    throw new InvalidDecimalNumberError({ details: value })
  }
  const rounded = roundDecimal(
    { negative: sign === '-', digits: BigInt(`${whole}${fraction}`), scale: fraction.length },
    decimals,
  )
  const units = rounded.digits * 10n ** BigInt(decimals - rounded.scale)
  return rounded.negative ? -units : units
}
