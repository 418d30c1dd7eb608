import type { Queryable } from '../db/database.js'

/**
 * Where each smart-session grant was written on chain (README "Smart accounts"): the block of
 * the user operation that enabled the delegation, by chain (CAIP-2), smart account and pci.
 * wallet_revokePermissions reads the grant's EnabledDelegation event in that block only.
 * Addresses and the pci are kept lowercase. Parameterized SQL only.
 */

export type PermissionGrantKey = { chain: string; account: string; pci: string }

const keyOf = ({ chain, account, pci }: PermissionGrantKey) => [
  chain,
  account.toLowerCase(),
  pci.toLowerCase(),
]

/** Keeps the grant's block; a grant written again (the same pci) keeps its latest block. */
export async function recordPermissionGrant(
  db: Queryable,
  key: PermissionGrantKey,
  blockNumber: bigint,
  now: number,
): Promise<void> {
  await db.query(
    `INSERT INTO permission_grants (chain, account, pci, block_number, created_at)
      VALUES ($1, $2, $3, $4, $5)
      ON CONFLICT (chain, account, pci)
      DO UPDATE SET block_number = EXCLUDED.block_number, created_at = EXCLUDED.created_at`,
    [...keyOf(key), blockNumber.toString(), new Date(now)],
  )
}

/** The grant's block, or undefined for a grant this database has no record of. */
export async function loadPermissionGrantBlock(
  db: Queryable,
  key: PermissionGrantKey,
): Promise<bigint | undefined> {
  const { rows } = await db.query<{ block_number: string }>(
    `SELECT block_number::text AS block_number FROM permission_grants
      WHERE chain = $1 AND account = $2 AND pci = $3`,
    keyOf(key),
  )
  const found = rows[0]?.block_number
  return found === undefined ? undefined : BigInt(found)
}
