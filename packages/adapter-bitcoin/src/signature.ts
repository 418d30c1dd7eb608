/**
 * Which message-signing scheme a Bitcoin signature is. A legacy ("Bitcoin Signed Message",
 * ECDSA) signature is 65 bytes: a header byte from 27 to 42 (recovery id and key type),
 * then r and s. A BIP-322 "simple" signature is a serialized witness stack: its first byte
 * is the number of witness items (1 for taproot, 2 for segwit v0), never 27 or more.
 */
import { base64 } from '@scure/base'

/** `bip322`: BIP-322 simple; `ecdsa`: the legacy signed-message format. */
export type BitcoinMessageProtocol = 'bip322' | 'ecdsa'

const LEGACY_SIGNATURE_LENGTH = 65
const LEGACY_HEADER_MIN = 27
const LEGACY_HEADER_MAX = 42

export function protocolOfSignature(signature: Uint8Array): BitcoinMessageProtocol {
  const [header = 0] = signature
  const legacy =
    signature.length === LEGACY_SIGNATURE_LENGTH &&
    header >= LEGACY_HEADER_MIN &&
    header <= LEGACY_HEADER_MAX
  return legacy ? 'ecdsa' : 'bip322'
}

/** The protocol of a base64 signature; undefined when it is not base64. */
export function protocolOfBase64Signature(signature: string): BitcoinMessageProtocol | undefined {
  try {
    return protocolOfSignature(base64.decode(signature))
  } catch {
    return undefined
  }
}
