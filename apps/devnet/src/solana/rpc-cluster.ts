import { z } from 'zod'
import { contextOf, SOLANA_CORE_VERSION, withContext } from './account-json.js'
import type { MethodTable } from './json-rpc.js'
import type { SolanaLedger } from './ledger.js'
import { commitment, optionalConfig, parseParams, pubkey } from './params.js'

/** Cluster state: slots, block height, blockhashes, epoch, version, health. */

const SLOTS_PER_EPOCH = 432_000n

const configOnly = z.tuple([
  optionalConfig(
    z.object({ commitment: commitment.optional(), minContextSlot: z.number().optional() }).loose(),
  ),
])
const blockhashParams = z.tuple([
  z.string(),
  optionalConfig(
    z.object({ commitment: commitment.optional(), minContextSlot: z.number().optional() }).loose(),
  ),
])
const prioritizationParams = z.tuple([z.array(pubkey).max(128).optional()])
const noParams = z.tuple([])

export function clusterMethods(ledger: SolanaLedger, genesisHash: string): MethodTable {
  return {
    getLatestBlockhash(params) {
      const [config] = parseParams(configOnly, params)
      return withContext(contextOf(ledger, config), ledger.latestBlockhash())
    },

    isBlockhashValid(params) {
      const [blockhash, config] = parseParams(blockhashParams, params)
      return withContext(contextOf(ledger, config), ledger.isBlockhashValid(blockhash))
    },

    getSlot(params) {
      const [config] = parseParams(configOnly, params)
      return contextOf(ledger, config).slot
    },

    getBlockHeight(params) {
      const [config] = parseParams(configOnly, params)
      contextOf(ledger, config)
      return ledger.blockHeight()
    },

    getEpochInfo(params) {
      const [config] = parseParams(configOnly, params)
      const slot = contextOf(ledger, config).slot
      return {
        absoluteSlot: slot,
        blockHeight: ledger.blockHeight(),
        epoch: slot / SLOTS_PER_EPOCH,
        slotIndex: slot % SLOTS_PER_EPOCH,
        slotsInEpoch: SLOTS_PER_EPOCH,
        transactionCount: ledger.transactionCount(),
      }
    },

    getVersion(params) {
      parseParams(noParams, params)
      return { 'solana-core': SOLANA_CORE_VERSION, 'feature-set': 0 }
    },

    getGenesisHash(params) {
      parseParams(noParams, params)
      return genesisHash
    },

    getHealth(params) {
      parseParams(noParams, params)
      return 'ok'
    },

    getRecentPrioritizationFees(params) {
      parseParams(prioritizationParams, params)
      // Devnet has no competing traffic, so no slot ever needed a priority fee.
      return []
    },
  }
}
