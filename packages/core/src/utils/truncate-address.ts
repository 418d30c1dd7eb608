import { TRUNCATE_ADDRESS_END_CHARS, TRUNCATE_ADDRESS_START_CHARS } from '../constants/display.js'

export type TruncateAddressOptions = {
  readonly start?: number
  readonly end?: number
  readonly separator?: string
}

/**
 * docs/limits.md#display: keeps 4 characters at the start and 6 at the end with an ellipsis between
 * ("0x1234...abcdef"). A string that would not get shorter is returned unchanged.
 */
export function truncateAddress(address: string, options: TruncateAddressOptions = {}): string {
  const start = options.start ?? TRUNCATE_ADDRESS_START_CHARS
  const end = options.end ?? TRUNCATE_ADDRESS_END_CHARS
  const separator = options.separator ?? '...'
  if (address.length <= start + end + separator.length) return address
  return `${address.slice(0, start)}${separator}${address.slice(address.length - end)}`
}
