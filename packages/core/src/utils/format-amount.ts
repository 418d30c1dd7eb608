import { DISPLAY_AMOUNT_DECIMALS } from '../constants/display.js'
import { decimalToString, roundDecimal, toDecimal } from './decimal.js'

export type FormatDisplayAmountOptions = {
  /** Decimal places to keep; docs/limits.md#features-and-defaults default 3. */
  readonly decimals?: number
}

/**
 * Formats an amount for display (docs/limits.md#display: 3 decimals).
 * - rounds half away from zero, exactly (decimal arithmetic, no float error): 1.0005 → "1.001"
 * - drops trailing zeros: 2.5 → "2.5", 3 → "3"
 * - keeps every integer digit of large amounts, never exponent notation: 1e21 → "1000…000"
 * - a non-zero amount that would round to zero shows as "<0.001" (or "-<0.001"), so a dust
 *   balance never reads as empty
 * - text that is not a number shows as "0"
 */
export function formatDisplayAmount(
  value: string | number | bigint,
  options: FormatDisplayAmountOptions = {},
): string {
  const decimals = options.decimals ?? DISPLAY_AMOUNT_DECIMALS
  const decimal = toDecimal(value)
  if (!decimal) return '0'
  const rounded = roundDecimal(decimal, decimals)
  if (rounded.digits === 0n && decimal.digits !== 0n) {
    const smallest = decimals === 0 ? '1' : `0.${'1'.padStart(decimals, '0')}`
    return `${decimal.negative ? '-' : ''}<${smallest}`
  }
  return decimalToString(rounded)
}
