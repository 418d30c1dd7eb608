/**
 * Versioned schema migrations. Each runs once, in order, inside one transaction that holds
 * a transaction-scoped advisory lock: two frame-host processes starting together on one
 * PostgreSQL server queue behind each other, and the second finds nothing left to do.
 * A migration that is released is never edited; a change is a new version.
 */
import type { Database } from './database.js'

export type Migration = { version: number; name: string; statements: readonly string[] }

/** Any constant shared by every frame-host process; it names "the migration lock". */
const MIGRATION_LOCK = 7_215_640_981

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'users, devices, sessions, otp codes, login throttle, rate limits, key material',
    statements: [
      `CREATE TABLE users (
        id uuid PRIMARY KEY,
        email text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        -- wrong codes since the last good one, over both instances (docs/embedded-wallet.md#email-login)
        failed_otp_attempts integer NOT NULL DEFAULT 0,
        locked_until timestamptz
      )`,
      `CREATE TABLE devices (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        -- sha256 of the id the frame keeps in its own storage
        device_hash text NOT NULL,
        verified_at timestamptz,
        approval_token_hash text UNIQUE,
        approval_expires_at timestamptz,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        UNIQUE (user_id, device_hash)
      )`,
      `CREATE TABLE sessions (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        device_id uuid REFERENCES devices(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`,
      'CREATE INDEX sessions_user_id ON sessions (user_id)',
      `CREATE TABLE otp_codes (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('login', 'update_primary', 'update_secondary')),
        -- where the code was sent
        email text NOT NULL,
        -- the address an email update moves to
        new_email text,
        code_hash text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        consumed_at timestamptz
      )`,
      'CREATE INDEX otp_codes_email_created ON otp_codes (email, created_at)',
      'CREATE INDEX otp_codes_user_purpose ON otp_codes (user_id, purpose)',
      `CREATE TABLE login_throttle (
        -- when an email login was last started for this address (docs/embedded-wallet.md#email-login: 30 s between)
        email text PRIMARY KEY,
        last_started_at timestamptz NOT NULL
      )`,
      `CREATE TABLE rate_limits (
        key text NOT NULL,
        window_start timestamptz NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (key, window_start)
      )`,
      'CREATE INDEX rate_limits_window_start ON rate_limits (window_start)',
      `CREATE TABLE key_material (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        format_version integer NOT NULL,
        kek_id text NOT NULL,
        wrapped_data_key bytea NOT NULL,
        encrypted_keys bytea NOT NULL,
        -- public: what the frame shows the dapp, readable without the KEK
        eip155_address text NOT NULL,
        solana_address text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
    ],
  },
  {
    version: 2,
    name: 'social and Farcaster logins: identities, pending OAuth states, Farcaster channels',
    statements: [
      // A user who signed in with Farcaster (or a provider without a verified email) has none.
      'ALTER TABLE users ALTER COLUMN email DROP NOT NULL',
      `CREATE TABLE social_identities (
        -- google, github, apple, facebook, x, discord or farcaster
        provider text NOT NULL,
        -- the provider's stable id of the person (OIDC sub, Farcaster fid)
        subject text NOT NULL,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        -- the handle the provider reported last (docs/embedded-wallet.md#email-login: the login stores the social username)
        username text,
        created_at timestamptz NOT NULL,
        last_login_at timestamptz NOT NULL,
        PRIMARY KEY (provider, subject)
      )`,
      'CREATE INDEX social_identities_user_id ON social_identities (user_id)',
      `CREATE TABLE social_login_states (
        -- sha256 of the OAuth state sent through the browser
        state_hash text PRIMARY KEY,
        provider text NOT NULL,
        -- the PKCE verifier: only the server sends it, to the provider's token endpoint
        code_verifier text NOT NULL,
        redirect_uri text NOT NULL,
        -- sha256 of the frame's device id that started the login
        device_hash text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        consumed_at timestamptz
      )`,
      'CREATE INDEX social_login_states_expires_at ON social_login_states (expires_at)',
      `CREATE TABLE farcaster_channels (
        -- sha256 of the relay's channel token
        channel_hash text PRIMARY KEY,
        nonce text NOT NULL,
        domain text NOT NULL,
        siwe_uri text NOT NULL,
        device_hash text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        consumed_at timestamptz
      )`,
      'CREATE INDEX farcaster_channels_expires_at ON farcaster_channels (expires_at)',
    ],
  },
  {
    version: 3,
    name: 'the preferred eip155 account type (EOA or smart account) of each wallet',
    statements: [
      // 'eoa' by default rather than docs/limits.md#chains's smartAccount: a chain without a factory in
      // SMART_ACCOUNT_FACTORIES has no smart account to honour it, and the modal asks for
      // smartAccount itself (setPreferredAccount) where a chain has one.
      `ALTER TABLE key_material ADD COLUMN eip155_account_type text NOT NULL DEFAULT 'eoa'
        CHECK (eip155_account_type IN ('eoa', 'smartAccount'))`,
    ],
  },
  {
    version: 4,
    name: 'wallets per project; proof-of-possession sessions with rotating refresh tokens',
    statements: [
      // A user (and so their wallet, devices, sessions, social identities) belongs to one
      // project: a dapp that relays someone's code gets a session on its own project's
      // wallet, never on the one every other dapp uses. Rows from before are 'legacy'.
      `ALTER TABLE users ADD COLUMN project_id text NOT NULL DEFAULT 'legacy'`,
      'ALTER TABLE users ALTER COLUMN project_id DROP DEFAULT',
      'ALTER TABLE users DROP CONSTRAINT users_email_key',
      'CREATE UNIQUE INDEX users_project_email ON users (project_id, email)',
      `ALTER TABLE social_identities ADD COLUMN project_id text NOT NULL DEFAULT 'legacy'`,
      'ALTER TABLE social_identities ALTER COLUMN project_id DROP DEFAULT',
      'ALTER TABLE social_identities DROP CONSTRAINT social_identities_pkey',
      'ALTER TABLE social_identities ADD PRIMARY KEY (project_id, provider, subject)',
      // Where a pending login started: the popup's callback has no frame headers of its own.
      'ALTER TABLE social_login_states ADD COLUMN project_id text',
      'ALTER TABLE social_login_states ADD COLUMN parent_origin text',
      'ALTER TABLE social_login_states ADD COLUMN key_thumbprint text',
      'ALTER TABLE farcaster_channels ADD COLUMN project_id text',
      'ALTER TABLE farcaster_channels ADD COLUMN parent_origin text',
      'ALTER TABLE farcaster_channels ADD COLUMN key_thumbprint text',
      // What the code mailed after an approval link names (the app, its origin, the browser).
      'ALTER TABLE devices ADD COLUMN approval_request jsonb',
      // One sign-in is a family: its access tokens (1 hour) and refresh tokens (rotated,
      // each used once) all carry the frame key's JWK thumbprint and end together.
      `CREATE TABLE session_families (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        device_id uuid NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
        project_id text NOT NULL,
        -- RFC 7638 thumbprint of the frame's non-extractable P-256 key (DPoP's jkt)
        key_thumbprint text NOT NULL,
        created_at timestamptz NOT NULL,
        -- the sign-in's whole life: refreshes never go past it
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`,
      'CREATE INDEX session_families_user_project ON session_families (user_id, project_id)',
      'ALTER TABLE sessions ADD COLUMN family_id uuid REFERENCES session_families(id) ON DELETE CASCADE',
      // Bearer sessions from before cannot carry a proof: they end here.
      'UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL',
      `CREATE TABLE refresh_tokens (
        token_hash text PRIMARY KEY,
        family_id uuid NOT NULL REFERENCES session_families(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        -- set when rotated; a second use revokes the family
        used_at timestamptz
      )`,
      'CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id)',
      // Proof ids seen, per key, until the proof would be stale anyway: a replay is refused
      // on every instance.
      `CREATE TABLE dpop_proofs (
        key_thumbprint text NOT NULL,
        jti text NOT NULL,
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (key_thumbprint, jti)
      )`,
      'CREATE INDEX dpop_proofs_expires_at ON dpop_proofs (expires_at)',
    ],
  },
  {
    version: 5,
    name: 'one-time approvals of not-safe RPC requests, bound to session, user and request hash',
    statements: [
      // A row is made by POST /v1/rpc/prepare (the request as frame-host filled and capped
      // it), gets its approval when the frame's Approve is pressed, and is used once by
      // POST /v1/rpc (README "RPC").
      `CREATE TABLE rpc_approvals (
        id uuid PRIMARY KEY,
        -- the sign-in (session family) it was prepared in; its access tokens rotate, so the
        -- approval is bound to the sign-in, and another sign-in of the same user cannot use it
        session_id uuid NOT NULL,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        -- sha256 of the canonical JSON of chain id, method and filled params
        request_hash text NOT NULL,
        prepared_at timestamptz NOT NULL,
        -- sha256 of the approval handed to the frame; null until approved
        approval_hash text UNIQUE,
        approved_at timestamptz,
        -- the prepared request's life until approved, then the approval's
        expires_at timestamptz NOT NULL,
        consumed_at timestamptz
      )`,
      'CREATE INDEX rpc_approvals_session_request ON rpc_approvals (session_id, request_hash)',
      'CREATE INDEX rpc_approvals_expires_at ON rpc_approvals (expires_at)',
    ],
  },
  {
    version: 6,
    name: 'single-use links that undo an email change, mailed to the old address',
    statements: [
      `CREATE TABLE email_reverts (
        -- sha256 of the link's 256-bit random token
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        -- the address the change replaced, restored by the link, and the one it set
        old_email text NOT NULL,
        new_email text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`,
      'CREATE INDEX email_reverts_expires_at ON email_reverts (expires_at)',
    ],
  },
  {
    version: 7,
    name: 'wallet sharing across projects, only by a consent link mailed to the verified email',
    statements: [
      // An active row (revoked_at null) makes user_id sign with wallet_user_id's key material
      // (README "Wallet sharing"); at most one per user. Stopping the share revokes the row.
      `CREATE TABLE wallet_shares (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        wallet_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        revoked_at timestamptz,
        CHECK (user_id <> wallet_user_id)
      )`,
      'CREATE UNIQUE INDEX wallet_shares_active ON wallet_shares (user_id) WHERE revoked_at IS NULL',
      // The consent links: single use, short-lived, the token kept as its sha256.
      `CREATE TABLE wallet_share_requests (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        wallet_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        -- the verified address both users had when the link was mailed
        email text NOT NULL,
        -- the page of user_id's project that asked (checked against its allowed origins)
        parent_origin text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`,
      'CREATE INDEX wallet_share_requests_expires_at ON wallet_share_requests (expires_at)',
    ],
  },
  {
    version: 8,
    name: 'the eip155 account type is unset until the user chooses (the smart account where a chain has one)',
    statements: [
      // New wallets get NULL: their account is the ERC-4337 smart account on a chain of
      // SMART_ACCOUNTS and the EOA elsewhere. Existing rows keep 'eoa', which every wallet had
      // before, so no user's address changes under them.
      'ALTER TABLE key_material ALTER COLUMN eip155_account_type DROP DEFAULT',
      'ALTER TABLE key_material ALTER COLUMN eip155_account_type DROP NOT NULL',
    ],
  },
  {
    version: 9,
    name: "the block of each smart-session grant, where its revoke finds the grant's record",
    statements: [
      // wallet_grantPermissions writes the delegation on chain; its EnabledDelegation event,
      // in this block, is what wallet_revokePermissions reads back. Keeping the block lets the
      // revoke ask the node for that one block instead of the chain's whole history, which
      // public nodes refuse past a few thousand blocks (README "Smart accounts").
      `CREATE TABLE permission_grants (
        chain text NOT NULL,
        account text NOT NULL,
        pci text NOT NULL,
        block_number numeric(78, 0) NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (chain, account, pci)
      )`,
    ],
  },
]

export type MigrateResult = { applied: number[]; current: number }

export async function migrate(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<MigrateResult> {
  const ordered = [...migrations].sort((a, b) => a.version - b.version)
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`)
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM schema_migrations')
    const done = new Set(rows.map((row) => Number(row.version)))
    const applied: number[] = []
    for (const migration of ordered) {
      if (done.has(migration.version)) continue
      for (const statement of migration.statements) await tx.query(statement)
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ])
      applied.push(migration.version)
    }
    const current = Math.max(0, ...done, ...applied)
    return { applied, current }
  })
}
