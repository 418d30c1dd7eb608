const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** docs/validation.md#addresses-and-network-ids: an EVM address is 0x followed by 40 hex characters (checksum case not enforced). */
export function isEvmAddress(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && EVM_ADDRESS.test(value)
}
