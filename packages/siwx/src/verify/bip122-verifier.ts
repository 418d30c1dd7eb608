/**
 * Bitcoin (bip122) message signatures, base64 as wallets give them, in either form wallets use:
 *
 * - BIP-322 "simple": the witness that spends the message's virtual `to_spend` output in a
 *   virtual `to_sign` transaction. Checked for P2WPKH (ECDSA over the segwit v0 sighash) and
 *   P2TR key-path (Schnorr over the taproot sighash) addresses.
 * - Legacy "Bitcoin Signed Message" (BIP-137 header byte, 65 bytes): a recoverable ECDSA
 *   signature over the double SHA-256 of the prefixed message; the recovered key must pay
 *   to the address (P2PKH, P2WPKH or P2SH-P2WPKH).
 *
 * @scure/btc-signer assembles the two virtual transactions and computes their sighash; noble
 * checks the Schnorr and ECDSA signatures. The address's network comes from the chain id,
 * so an address of another network is never accepted. Any failure is `false`.
 */
import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { base64, utf8 } from '@scure/base'
import {
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
import {
  type BitcoinNetwork,
  bitcoinNetworkOf,
  type DecodedBitcoinAddress,
  decodeBitcoinAddress,
} from '../message/bitcoin-address.js'
import type { SignatureVerifier } from './verifiers.js'

/** BIP-322 simple signatures for P2WPKH / P2TR, legacy signatures for P2PKH / P2WPKH / P2SH-P2WPKH. */
export function bip122Verifier(): SignatureVerifier {
  return async ({ address, message, signature, chainReference }) => {
    try {
      const network = bitcoinNetworkOf(chainReference)
      const decoded = network && decodeBitcoinAddress(address, network)
      if (!network || !decoded) return false
      const bytes = base64.decode(signature)
      const header = bytes[0] ?? 0
      if (bytes.length === 65 && header >= 27 && header <= 42) {
        return verifyLegacy(decoded, network, message, bytes)
      }
      return verifyBip322Simple(decoded, network, message, bytes)
    } catch {
      return false
    }
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return utils.compareBytes(a, b) === 0
}

/** The output script an address pays to. */
function outputScript(address: DecodedBitcoinAddress): Uint8Array {
  return OutScript.encode(address)
}

/**
 * BIP-322's `to_sign` transaction: version 0, one input spending `to_spend`'s only output
 * (which pays 0 to the address and whose input commits to the message's tagged hash), one
 * OP_RETURN output. The witness being checked is the signature of its input.
 */
function toSign(script: Uint8Array, message: string): Transaction {
  const messageHash = schnorr.utils.taggedHash('BIP0322-signed-message', utf8.decode(message))
  const toSpend = new Transaction({ version: 0, allowUnknownOutputs: true })
  // The output first: an input with a final scriptSig counts as signed, and outputs of a
  // signed transaction cannot change.
  toSpend.addOutput({ script, amount: 0n })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', messageHash]),
  })
  const tx = new Transaction({ version: 0, allowUnknownOutputs: true })
  tx.addInput({ txid: toSpend.id, index: 0, sequence: 0, witnessUtxo: { script, amount: 0n } })
  tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return tx
}

function verifyBip322Simple(
  address: DecodedBitcoinAddress,
  network: BitcoinNetwork,
  message: string,
  bytes: Uint8Array,
): boolean {
  const witness = RawWitness.decode(bytes)
  const script = outputScript(address)
  const tx = toSign(script, message)
  if (address.type === 'tr') {
    // Key path: one signature, 64 bytes (SIGHASH_DEFAULT) or 65 with SIGHASH_ALL.
    const [sig, ...rest] = witness
    if (!sig || rest.length > 0 || (sig.length !== 64 && sig.length !== 65)) return false
    const hashType = sig.length === 65 ? sig[64] : SigHash.DEFAULT
    if (hashType !== SigHash.DEFAULT && hashType !== SigHash.ALL) return false
    const sighash = tx.preimageWitnessV1(0, [script], hashType, [0n])
    return schnorr.verify(sig.subarray(0, 64), sighash, address.pubkey)
  }
  if (address.type === 'wpkh') {
    const [sig, pubkey, ...rest] = witness
    if (!sig || !pubkey || rest.length > 0 || sig.at(-1) !== SigHash.ALL) return false
    if (!sameBytes(p2wpkh(pubkey, network).script, script)) return false
    // The segwit v0 script code of a P2WPKH output is its P2PKH script.
    const scriptCode = OutScript.encode({ type: 'pkh', hash: address.hash })
    const sighash = tx.preimageWitnessV0(0, scriptCode, SigHash.ALL, 0n)
    // DER, low S only (as Bitcoin's standardness rules require), over the sighash itself.
    const der = sig.subarray(0, -1)
    return secp256k1.verify(der, sighash, pubkey, { format: 'der', lowS: true, prehash: false })
  }
  return false
}

/** Double SHA-256 of "\x18Bitcoin Signed Message:\n" + CompactSize(length) + message. */
function legacyMessageHash(message: string): Uint8Array {
  const prefix = utf8.decode('Bitcoin Signed Message:\n')
  const text = utf8.decode(message)
  const framed = utils.concatBytes(
    CompactSize.encode(BigInt(prefix.length)),
    prefix,
    CompactSize.encode(BigInt(text.length)),
    text,
  )
  return sha256(sha256(framed))
}

function verifyLegacy(
  address: DecodedBitcoinAddress,
  network: BitcoinNetwork,
  message: string,
  bytes: Uint8Array,
): boolean {
  // BIP-137: 27-30 uncompressed P2PKH, 31-34 compressed P2PKH, 35-38 P2SH-P2WPKH, 39-42
  // P2WPKH. Wallets differ on which of the compressed ranges they write, so the range only
  // says whether the key is compressed; the recovered key must pay to the address itself.
  const header = bytes[0] as number
  const compressed = header >= 31
  const recovery = (header - 27) & 3
  const publicKey = secp256k1.Signature.fromCompact(bytes.subarray(1))
    .addRecoveryBit(recovery)
    .recoverPublicKey(legacyMessageHash(message))
    .toRawBytes(compressed)
  const script = outputScript(address)
  switch (address.type) {
    case 'pkh':
      return sameBytes(p2pkh(publicKey, network).script, script)
    case 'wpkh':
      return compressed && sameBytes(p2wpkh(publicKey, network).script, script)
    case 'sh':
      return compressed && sameBytes(p2sh(p2wpkh(publicKey, network), network).script, script)
    default:
      return false
  }
}
