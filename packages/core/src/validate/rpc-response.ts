const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/
const SIGNED_MESSAGE = /^0x[0-9a-fA-F]{62,}$/

export type RpcResponseKind = 'transaction' | 'object'

/**
 * spec §4 RPC responses: 'transaction' when the result is a 0x string that is a 64-hex
 * transaction hash or a signed message (0x + 62 or more hex); 'object' otherwise.
 */
export function classifyRpcResponse(result: unknown): RpcResponseKind {
  if (typeof result !== 'string') return 'object'
  return TRANSACTION_HASH.test(result) || SIGNED_MESSAGE.test(result) ? 'transaction' : 'object'
}
