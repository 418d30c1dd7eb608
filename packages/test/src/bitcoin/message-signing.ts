/**
 * Bitcoin message signatures for the test wallets and for tests that check them:
 *
 * - BIP-322 "simple": the signature is the witness of the virtual `to_sign` transaction that
 *   spends the virtual `to_spend` transaction, whose output pays the signing address and whose
 *   input commits to the message's BIP-322 tagged hash. Both transactions are assembled with
 *   @scure/btc-signer's `Transaction`; it computes the sighash and signs (p2wpkh: ECDSA over
 *   the BIP-143 digest, p2tr: Schnorr over the BIP-341 digest with the tweaked key).
 *   Verification rebuilds the same transactions, asks btc-signer for the same digest and checks
 *   the witness's signature with noble's secp256k1 / schnorr.
 * - Legacy ("Bitcoin Signed Message", BIP-137 headers): a 65-byte recoverable ECDSA signature
 *   over the double SHA-256 of the prefixed message, made and recovered with noble.
 *
 * Signatures cross the wire as base64, as wallets give them.
 */

import { fromBase64, toBase64 } from '@keyway/testing/solana'
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import {
  Address,
  CompactSize,
  OutScript,
  p2pkh,
  p2sh,
  p2wpkh,
  RawWitness,
  Script,
  SigHash,
  Transaction,
  utils,
} from '@scure/btc-signer'
import { equalBytes, hash160, sha256x2, tagSchnorr } from '@scure/btc-signer/utils.js'
import { type BitcoinTestNetwork, btcSignerNetwork } from './keys.js'

export type BitcoinMessageProtocol = 'bip322' | 'ecdsa'

const BIP322_TAG = 'BIP0322-signed-message'
const LEGACY_PREFIX = utf8ToBytes('Bitcoin Signed Message:\n')

function messageBytes(message: string | Uint8Array): Uint8Array {
  return typeof message === 'string' ? utf8ToBytes(message) : message
}

/** BIP-322's message hash: the tagged hash `BIP0322-signed-message`. */
export function bip322MessageHash(message: string | Uint8Array): Uint8Array {
  return tagSchnorr(BIP322_TAG, messageBytes(message))
}

/** BIP-322's `to_spend`: a version-0 transaction whose single output pays `script`. */
function toSpend(script: Uint8Array, message: string | Uint8Array): Transaction {
  const tx = new Transaction({ version: 0, allowUnknownOutputs: true })
  // The output first: btc-signer refuses new outputs once an input is final.
  tx.addOutput({ script, amount: 0n })
  tx.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', bip322MessageHash(message)]),
  })
  return tx
}

/** BIP-322's `to_sign`: spends `to_spend`'s output into one OP_RETURN output. */
function toSign(script: Uint8Array, message: string | Uint8Array, tapInternalKey?: Uint8Array) {
  // lowR: grind ECDSA nonces for a low R, as Bitcoin Core does (BIP-322's vectors come from it).
  const tx = new Transaction({ version: 0, allowUnknownOutputs: true, lowR: true })
  tx.addInput({
    txid: toSpend(script, message).id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script, amount: 0n },
    ...(tapInternalKey ? { tapInternalKey } : {}),
  })
  tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return tx
}

export type Bip322SignParameters = {
  message: string | Uint8Array
  secretKey: Uint8Array
  /** p2wpkh or p2tr (key path), the two address types the test wallets hold. */
  addressType: 'p2wpkh' | 'p2tr'
  /** The signing address's output script. */
  script: Uint8Array
}

/** A BIP-322 simple signature (base64 of the `to_sign` witness). */
export function signBip322Simple(parameters: Bip322SignParameters): string {
  const { message, secretKey, addressType, script } = parameters
  const tapInternalKey = addressType === 'p2tr' ? utils.pubSchnorr(secretKey) : undefined
  const tx = toSign(script, message, tapInternalKey)
  // BIP-322 takes SIGHASH_ALL for ECDSA and SIGHASH_DEFAULT for taproot.
  tx.signIdx(secretKey, 0, [addressType === 'p2tr' ? SigHash.DEFAULT : SigHash.ALL])
  tx.finalizeIdx(0)
  const witness = tx.getInput(0).finalScriptWitness
  if (!witness) throw new Error('btc-signer left the BIP-322 input without a witness')
  return toBase64(RawWitness.encode(witness))
}

/** The legacy message digest: double SHA-256 of the "Bitcoin Signed Message" prefixed message. */
export function legacyMessageHash(message: string | Uint8Array): Uint8Array {
  const bytes = messageBytes(message)
  return sha256x2(
    CompactSize.encode(BigInt(LEGACY_PREFIX.length)),
    LEGACY_PREFIX,
    CompactSize.encode(BigInt(bytes.length)),
    bytes,
  )
}

/** BIP-137 header base per address type (plus the recovery id). */
const LEGACY_HEADER = { p2pkh: 31, 'p2sh-p2wpkh': 35, p2wpkh: 39 } as const

/** A legacy signature: base64 of header ‖ r ‖ s, for a compressed key (BIP-137 header). */
export function signLegacyMessage(parameters: {
  message: string | Uint8Array
  secretKey: Uint8Array
  addressType?: keyof typeof LEGACY_HEADER | undefined
}): string {
  const recovered = secp256k1.sign(legacyMessageHash(parameters.message), parameters.secretKey, {
    prehash: false,
    format: 'recovered',
  })
  // noble's 'recovered' format is recovery ‖ r ‖ s.
  const signature = recovered.slice()
  signature[0] = LEGACY_HEADER[parameters.addressType ?? 'p2wpkh'] + (recovered[0] ?? 0)
  return toBase64(signature)
}

export type VerifyBitcoinMessageParameters = {
  address: string
  message: string | Uint8Array
  /** base64, as wallets give it. */
  signature: string
  network: BitcoinTestNetwork
}

export type VerifiedBitcoinMessage =
  | { valid: true; protocol: BitcoinMessageProtocol }
  | { valid: false; reason: string }

/** Checks a legacy signature: the key recovered from it must hash to `address`. */
export function verifyLegacyMessage(parameters: VerifyBitcoinMessageParameters): boolean {
  const signature = decodeBase64(parameters.signature)
  if (signature?.length !== 65) return false
  const header = signature[0] ?? 0
  if (header < 27 || header > 42) return false
  const recovery = (header - 27) & 3
  const recoveredForm = Uint8Array.from([recovery, ...signature.subarray(1)])
  let publicKey: Uint8Array
  try {
    publicKey = secp256k1.recoverPublicKey(recoveredForm, legacyMessageHash(parameters.message), {
      prehash: false,
    })
  } catch {
    return false
  }
  const net = btcSignerNetwork(parameters.network)
  // The header's compressed flag decides the key encoding; a compressed key may stand behind
  // p2pkh, p2sh-p2wpkh or p2wpkh (wallets differ in which header they pick for segwit).
  const compressed = header >= 31
  const key = compressed ? publicKey : secp256k1.Point.fromBytes(publicKey).toBytes(false)
  const candidates = [p2pkh(key, net).address]
  if (compressed) candidates.push(p2wpkh(key, net).address, p2sh(p2wpkh(key, net), net).address)
  return candidates.includes(parameters.address)
}

/** Checks a BIP-322 simple signature for a p2wpkh or p2tr (key path) address. */
export function verifyBip322Simple(parameters: VerifyBitcoinMessageParameters): boolean {
  const net = btcSignerNetwork(parameters.network)
  let script: Uint8Array
  let decoded: ReturnType<typeof OutScript.decode>
  let witness: Uint8Array[]
  try {
    decoded = Address(net).decode(parameters.address) as ReturnType<typeof OutScript.decode>
    script = OutScript.encode(decoded)
    const bytes = decodeBase64(parameters.signature)
    if (!bytes) return false
    witness = RawWitness.decode(bytes)
  } catch {
    return false
  }
  const tx = toSign(script, parameters.message)
  if (decoded.type === 'wpkh') {
    const [signature, publicKey] = witness
    if (witness.length !== 2 || !signature || !publicKey) return false
    if (!equalBytes(hash160(publicKey), decoded.hash)) return false
    const hashType = signature[signature.length - 1]
    if (hashType !== SigHash.ALL) return false
    const digest = tx.preimageWitnessV0(0, p2pkh(publicKey).script, hashType, 0n)
    try {
      return secp256k1.verify(signature.subarray(0, -1), digest, publicKey, {
        prehash: false,
        format: 'der',
        lowS: false,
      })
    } catch {
      return false
    }
  }
  if (decoded.type === 'tr') {
    const [signature] = witness
    if (witness.length !== 1 || !signature) return false
    if (signature.length !== 64 && signature.length !== 65) return false
    const hashType = signature.length === 65 ? (signature[64] ?? 0) : SigHash.DEFAULT
    if (signature.length === 65 && hashType === SigHash.DEFAULT) return false
    const digest = tx.preimageWitnessV1(0, [script], hashType, [0n])
    try {
      return schnorr.verify(signature.subarray(0, 64), digest, decoded.pubkey)
    } catch {
      return false
    }
  }
  return false
}

/** Verifies either kind: a 65-byte signature is legacy, anything else a BIP-322 witness. */
export function verifyBitcoinMessage(
  parameters: VerifyBitcoinMessageParameters,
): VerifiedBitcoinMessage {
  const bytes = decodeBase64(parameters.signature)
  if (!bytes) return { valid: false, reason: 'The signature is not base64' }
  if (bytes.length === 65)
    return verifyLegacyMessage(parameters)
      ? { valid: true, protocol: 'ecdsa' }
      : { valid: false, reason: 'The legacy signature does not match the address' }
  return verifyBip322Simple(parameters)
    ? { valid: true, protocol: 'bip322' }
    : { valid: false, reason: 'The BIP-322 signature does not match the address' }
}

function decodeBase64(text: string): Uint8Array | undefined {
  try {
    return fromBase64(text)
  } catch {
    return undefined
  }
}
