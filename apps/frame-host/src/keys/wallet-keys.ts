import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { getAddressDecoder, type Address as SolanaAddress } from '@solana/kit'
import { bytesToHex, type Address as EvmAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { WalletKeys } from './envelope.js'

/**
 * A user's wallet keys are made here, on frame-host, and never reach the dapp's origin
 * (docs/embedded-wallet.md#loading-the-frame embedded wallet): secp256k1 for every eip155 chain, ed25519 for Solana, from
 * @noble/curves with the platform's CSPRNG.
 */
export function generateWalletKeys(): WalletKeys {
  return { eip155: secp256k1.utils.randomSecretKey(), solana: ed25519.utils.randomSecretKey() }
}

export type WalletAddresses = { eip155: EvmAddress; solana: SolanaAddress }

/** The checksummed EVM address of a secp256k1 private key. */
export function evmAddressOf(privateKey: Uint8Array): EvmAddress {
  return privateKeyToAccount(bytesToHex(privateKey)).address
}

/** The ed25519 public key of a seed. */
export function solanaPublicKeyOf(seed: Uint8Array): Uint8Array {
  return ed25519.getPublicKey(seed)
}

/** The base58 Solana address of an ed25519 seed (its public key). */
export function solanaAddressOf(seed: Uint8Array): SolanaAddress {
  return getAddressDecoder().decode(solanaPublicKeyOf(seed))
}

/** What frame-host shows the dapp: addresses only. */
export function walletAddresses(keys: WalletKeys): WalletAddresses {
  return { eip155: evmAddressOf(keys.eip155), solana: solanaAddressOf(keys.solana) }
}
