/**
 * Keys of the Bitcoin test wallets, made with @scure/btc-signer: a p2wpkh `payment` address
 * and a p2tr `ordinals` address (the two purposes sats-connect and the Wallet Standard's
 * `bitcoin:connect` name), on Bitcoin mainnet or testnet. A seed string makes them
 * deterministic (each purpose's secret key is sha256 of `<seed>/<purpose>`), so a test and
 * the page it drives derive the same addresses.
 */
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import { NETWORK, p2tr, p2wpkh, TEST_NETWORK, utils } from '@scure/btc-signer'
import { pubECDSA } from '@scure/btc-signer/utils.js'

export type BitcoinTestNetwork = 'mainnet' | 'testnet'
export type BitcoinAddressPurpose = 'payment' | 'ordinals'
export type BitcoinAddressType = 'p2wpkh' | 'p2tr'

export type BitcoinTestAccount = {
  purpose: BitcoinAddressPurpose
  addressType: BitcoinAddressType
  address: string
  /** The public key as wallets give it: 33-byte compressed (p2wpkh), 32-byte x-only (p2tr). */
  publicKey: Uint8Array
  /** Hex of `publicKey`, as sats-connect answers it. */
  publicKeyHex: string
  /** The output script of `address`. */
  script: Uint8Array
  /** The untweaked secret key (btc-signer tweaks it for key-path taproot signing). */
  secretKey: Uint8Array
}

export type BitcoinTestKeys = {
  network: BitcoinTestNetwork
  payment: BitcoinTestAccount
  ordinals: BitcoinTestAccount
}

/** Secret keys for both purposes: bytes, or a seed string both keys are derived from. */
export type BitcoinTestSecret = string | { payment: Uint8Array; ordinals: Uint8Array } | undefined

export function btcSignerNetwork(network: BitcoinTestNetwork) {
  return network === 'mainnet' ? NETWORK : TEST_NETWORK
}

function secretKeys(secret: BitcoinTestSecret): { payment: Uint8Array; ordinals: Uint8Array } {
  if (secret === undefined)
    return { payment: utils.randomPrivateKeyBytes(), ordinals: utils.randomPrivateKeyBytes() }
  if (typeof secret === 'string')
    return {
      payment: sha256(utf8ToBytes(`${secret}/payment`)),
      ordinals: sha256(utf8ToBytes(`${secret}/ordinals`)),
    }
  return secret
}

export function createBitcoinTestKeys(
  secret: BitcoinTestSecret,
  network: BitcoinTestNetwork,
): BitcoinTestKeys {
  const keys = secretKeys(secret)
  const net = btcSignerNetwork(network)
  const paymentPublicKey = pubECDSA(keys.payment)
  const payment = p2wpkh(paymentPublicKey, net)
  const ordinalsPublicKey = utils.pubSchnorr(keys.ordinals)
  const ordinals = p2tr(ordinalsPublicKey, undefined, net)
  if (!payment.address || !ordinals.address) throw new Error('btc-signer gave no address')
  return {
    network,
    payment: {
      purpose: 'payment',
      addressType: 'p2wpkh',
      address: payment.address,
      publicKey: paymentPublicKey,
      publicKeyHex: bytesToHex(paymentPublicKey),
      script: payment.script,
      secretKey: keys.payment,
    },
    ordinals: {
      purpose: 'ordinals',
      addressType: 'p2tr',
      address: ordinals.address,
      publicKey: ordinalsPublicKey,
      publicKeyHex: bytesToHex(ordinalsPublicKey),
      script: ordinals.script,
      secretKey: keys.ordinals,
    },
  }
}
