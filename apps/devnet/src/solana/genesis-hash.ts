import { createHash } from 'node:crypto'
import { getBase58Decoder } from '@solana/kit'

/**
 * A fixed genesis hash, like a cluster's: clients use it to tell networks apart (CAIP-2
 * `solana:<first 32 characters>`). A module of its own so the demo's build config can read
 * it without loading the ledger.
 */
export const GENESIS_HASH = getBase58Decoder().decode(
  createHash('sha256').update('keyway-devnet/solana/genesis').digest(),
)
