import type { ChainNamespace } from '../chains/types.js'
import { NATIVE_TOKEN_ADDRESSES } from '../constants/chains.js'

/** spec §9: the address that stands for a namespace's native coin (see NATIVE_TOKEN_ADDRESSES). */
export function getNativeTokenAddress(namespace: ChainNamespace): string {
  return NATIVE_TOKEN_ADDRESSES[namespace]
}
