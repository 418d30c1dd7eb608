import {
  createBitcoinTestKeys,
  signBip322Simple,
  signLegacyMessage,
} from '@keyway/test/bitcoin-wallet'
import { base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { protocolOfBase64Signature, protocolOfSignature } from './signature.js'

const keys = createBitcoinTestKeys('signature', 'testnet')

describe('protocolOfSignature', () => {
  it('tells a legacy signature (65 bytes, header 27..42) from BIP-322 witnesses', () => {
    const legacy = signLegacyMessage({ message: 'm', secretKey: keys.payment.secretKey })
    const segwit = signBip322Simple({ message: 'm', ...keys.payment })
    const taproot = signBip322Simple({ message: 'm', ...keys.ordinals })
    expect(protocolOfBase64Signature(legacy)).toBe('ecdsa')
    expect(protocolOfBase64Signature(segwit)).toBe('bip322')
    expect(protocolOfBase64Signature(taproot)).toBe('bip322')
  })

  it('a 65-byte witness whose first byte is not a legacy header is BIP-322', () => {
    // A taproot witness with a sighash byte: 1 item of 65 bytes = 0x01 0x41 + 65 bytes = 67.
    const witness = new Uint8Array(65)
    witness[0] = 0x01
    expect(protocolOfSignature(witness)).toBe('bip322')
    witness[0] = 31
    expect(protocolOfSignature(witness)).toBe('ecdsa')
  })

  it('answers undefined for what is not base64', () => {
    expect(protocolOfBase64Signature('%%%')).toBeUndefined()
    expect(protocolOfBase64Signature(base64.encode(new Uint8Array(3)))).toBe('bip322')
  })
})
