/**
 * Decimal strings as (sign, digits, scale) so amounts are rounded exactly, never through
 * binary floating point (0.1 + 0.2 style errors would show in balances).
 */
export type Decimal = {
  readonly negative: boolean
  /** All significant digits, no leading zeros ("0" for zero). */
  readonly digits: bigint
  /** How many of `digits` are after the decimal point. */
  readonly scale: number
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i

/** Reads "12.5", "-0.001", ".5", "1e-7", 3n or 0.1 (a number is read as its shortest text). */
export function toDecimal(value: string | number | bigint): Decimal | undefined {
  if (typeof value === 'bigint')
    return { negative: value < 0n, digits: value < 0n ? -value : value, scale: 0 }
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined
  const match = DECIMAL.exec(String(value).trim())
  if (!match) return undefined
  const [, sign, whole = '', fraction = '', exponent = '0'] = match
  if (whole === '' && fraction === '') return undefined
  const shift = Number(exponent)
  let digits = BigInt(`${whole}${fraction}` || '0')
  let scale = fraction.length - shift
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale)
    scale = 0
  }
  return { negative: sign === '-' && digits !== 0n, digits, scale }
}

/** Rounds half away from zero to at most `decimals` places. */
export function roundDecimal(value: Decimal, decimals: number): Decimal {
  if (value.scale <= decimals) return value
  const divisor = 10n ** BigInt(value.scale - decimals)
  const quotient = value.digits / divisor
  const remainder = value.digits % divisor
  const digits = remainder * 2n >= divisor ? quotient + 1n : quotient
  return { negative: value.negative && digits !== 0n, digits, scale: decimals }
}

/** Plain text with trailing fraction zeros dropped ("1.500" → "1.5", "2.0" → "2"). */
export function decimalToString(value: Decimal): string {
  const text = value.digits.toString().padStart(value.scale + 1, '0')
  const whole = text.slice(0, text.length - value.scale)
  const fraction = text.slice(text.length - value.scale).replace(/0+$/, '')
  return `${value.negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
