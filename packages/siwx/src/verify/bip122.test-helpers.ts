/**
 * Bitcoin keys and message signatures for siwx's tests, made with @scure/btc-signer and noble
 * the way a wallet makes them: BIP-322 simple (the library signs the virtual `to_sign`
 * transaction, assembled here from the BIP's own description) and legacy "Bitcoin Signed
 * Message" (a recoverable ECDSA signature with its BIP-137 header byte).
 */
import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { base64, utf8 } from '@scure/base'
import {
  Address,
  CompactSize,
  NETWORK,
  OutScript,
  p2pkh,
  p2sh,
  p2tr,
  p2wpkh,
  RawWitness,
  Script,
  SigHash,
  TEST_NETWORK,
  Transaction,
  utils,
} from '@scure/btc-signer'

/** CAIP-2 references of Bitcoin mainnet and testnet (genesis-hash prefixes). */
export const BITCOIN_MAINNET = 'bip122:000000000019d6689c085ae165831e93'
export const BITCOIN_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'

type Network = 'mainnet' | 'testnet'
const NETWORKS = { mainnet: NETWORK, testnet: TEST_NETWORK }

/** A key with its P2WPKH (payment), P2TR (ordinals), P2PKH and P2SH-P2WPKH addresses. */
export function bitcoinKey(
  network: Network = 'mainnet',
  privateKey = secp256k1.utils.randomPrivateKey(),
) {
  const net = NETWORKS[network]
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  const xOnly = schnorr.getPublicKey(privateKey)
  return {
    privateKey,
    network,
    p2wpkh: p2wpkh(publicKey, net).address as string,
    p2tr: p2tr(xOnly, undefined, net).address as string,
    p2pkh: p2pkh(publicKey, net).address as string,
    p2shP2wpkh: p2sh(p2wpkh(publicKey, net), net).address as string,
    xOnly,
  }
}
export type BitcoinTestKey = ReturnType<typeof bitcoinKey>

/** BIP-322's `to_sign` transaction for a message and an output script. */
function toSignOf(script: Uint8Array, message: string, tapInternalKey?: Uint8Array) {
  const tag = sha256(utf8.decode('BIP0322-signed-message'))
  const messageHash = sha256(utils.concatBytes(tag, tag, utf8.decode(message)))
  const toSpend = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSpend.addOutput({ script, amount: 0n })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', messageHash]),
  })
  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addInput({
    txid: toSpend.id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script, amount: 0n },
    ...(tapInternalKey ? { tapInternalKey } : {}),
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return toSign
}

/** BIP-322 simple signature (base64 witness) of `message` by the key's P2WPKH or P2TR address. */
export function signBip322(key: BitcoinTestKey, type: 'p2wpkh' | 'p2tr', message: string): string {
  const net = NETWORKS[key.network]
  const payment =
    type === 'p2tr'
      ? p2tr(key.xOnly, undefined, net)
      : p2wpkh(secp256k1.getPublicKey(key.privateKey, true), net)
  const toSign = toSignOf(payment.script, message, type === 'p2tr' ? key.xOnly : undefined)
  toSign.signIdx(key.privateKey, 0)
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('the library gave no witness')
  return base64.encode(RawWitness.encode(witness))
}

/**
 * A forgery: the attacker's key signs the `to_sign` transaction of someone else's P2WPKH
 * address and puts its own public key in the witness. The signature is valid for that
 * key; only the check that the key pays to the address refuses it.
 */
export function forgeBip322P2wpkh(
  attacker: BitcoinTestKey,
  victimAddress: string,
  message: string,
) {
  const script = OutScript.encode(Address(NETWORKS[attacker.network]).decode(victimAddress))
  const toSign = toSignOf(script, message)
  const hash = OutScript.decode(script)
  if (hash.type !== 'wpkh') throw new Error('not a P2WPKH address')
  const sighash = toSign.preimageWitnessV0(
    0,
    OutScript.encode({ type: 'pkh', hash: hash.hash }),
    SigHash.ALL,
    0n,
  )
  const signature = secp256k1.sign(sighash, attacker.privateKey).toDERRawBytes()
  const witness = [
    utils.concatBytes(signature, new Uint8Array([SigHash.ALL])),
    secp256k1.getPublicKey(attacker.privateKey, true),
  ]
  return base64.encode(RawWitness.encode(witness))
}

const HEADER_BASE = { p2pkh: 31, p2shP2wpkh: 35, p2wpkh: 39 } as const

/** Legacy "Bitcoin Signed Message" signature (base64, 65 bytes) with its BIP-137 header byte. */
export function signLegacy(
  key: BitcoinTestKey,
  type: keyof typeof HEADER_BASE,
  message: string,
): string {
  const prefix = utf8.decode('Bitcoin Signed Message:\n')
  const text = utf8.decode(message)
  const hash = sha256(
    sha256(
      utils.concatBytes(
        CompactSize.encode(BigInt(prefix.length)),
        prefix,
        CompactSize.encode(BigInt(text.length)),
        text,
      ),
    ),
  )
  const signature = secp256k1.sign(hash, key.privateKey)
  return base64.encode(
    utils.concatBytes(
      new Uint8Array([HEADER_BASE[type] + signature.recovery]),
      signature.toCompactRawBytes(),
    ),
  )
}
