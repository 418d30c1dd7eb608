import type { Queryable } from '../db/database.js'

/**
 * Each wallet's preferred eip155 account type (docs/state.md#account-state preferredAccountTypes), a column of
 * key_material since it belongs to the wallet the key material makes; NULL until the user
 * chooses. Parameterized SQL only.
 */

export type AccountType = 'eoa' | 'smartAccount'

/**
 * The type the user chose; null when they have not chosen (or have no wallet yet): their
 * account is then the smart account where the chain has one (auth/account-type.ts).
 */
export async function loadPreferredAccountType(
  db: Queryable,
  userId: string,
): Promise<AccountType | null> {
  const { rows } = await db.query<{ eip155_account_type: AccountType | null }>(
    'SELECT eip155_account_type FROM key_material WHERE user_id = $1',
    [userId],
  )
  return rows[0]?.eip155_account_type ?? null
}

/** Stores the preference; false when the user has no wallet to store it on. */
export async function savePreferredAccountType(
  db: Queryable,
  userId: string,
  type: AccountType,
  now: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE key_material SET eip155_account_type = $2, updated_at = $3
      WHERE user_id = $1 RETURNING user_id`,
    [userId, type, new Date(now)],
  )
  return rows.length > 0
}
