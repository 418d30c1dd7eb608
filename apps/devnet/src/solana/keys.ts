import { createHash } from 'node:crypto'
import { getBase58Decoder } from '@solana/kit'
import { Keypair } from '@solana/web3.js'

/**
 * Devnet's Solana keys come from fixed seeds, so the funded test accounts, the faucet and
 * the USDC mint have the same addresses on every run (tests and the demo can hard-code
 * nothing and still find them again after a restart).
 */

export function keypairFromLabel(label: string): Keypair {
  const seed = createHash('sha256').update(`keyway-devnet/solana/${label}`).digest()
  return Keypair.fromSeed(Uint8Array.from(seed))
}

export type TestAccount = {
  publicKey: string
  /** base58 of the 64-byte secret key (seed ‖ public key), the form wallets import. */
  secretKey: string
}

export function toTestAccount(keypair: Keypair): TestAccount {
  return {
    publicKey: keypair.publicKey.toBase58(),
    secretKey: getBase58Decoder().decode(keypair.secretKey),
  }
}

/** The funded test accounts; the first one is also the USDC mint authority. */
export function testKeypairs(count: number): Keypair[] {
  return Array.from({ length: count }, (_, i) => keypairFromLabel(`account/${i}`))
}

/** Pays requestAirdrop; holds far more SOL than any test asks for. */
export function faucetKeypair(): Keypair {
  return keypairFromLabel('faucet')
}

export function usdcMintKeypair(): Keypair {
  return keypairFromLabel('mint/usdc')
}
