/**
 * The OAuth stand-in's providers (docs/embedded-wallet.md#social-login: google, github, apple, facebook, x, discord)
 * and its test users: the same people exist at every provider, with per-provider ids.
 */

export const OAUTH_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number]

export function isOAuthProvider(value: string): value is OAuthProvider {
  return (OAUTH_PROVIDERS as readonly string[]).includes(value)
}

export type TestUser = { username: string; name: string; email: string }

export const TEST_USERS: readonly TestUser[] = [
  { username: 'alice', name: 'Alice Devnet', email: 'alice@devnet.test' },
  { username: 'bob', name: 'Bob Devnet', email: 'bob@devnet.test' },
  { username: 'carol', name: 'Carol Devnet', email: 'carol@devnet.test' },
]

/** Stable subject id of a user at a provider (what an id_token's `sub` carries). */
export function subjectOf(provider: OAuthProvider, user: TestUser): string {
  return `${provider}|${user.username}`
}

/** Finds a user by username or email (login_hint). */
export function findUser(hint: string): TestUser | undefined {
  const h = hint.trim().toLowerCase()
  return TEST_USERS.find((u) => u.username === h || u.email === h)
}
