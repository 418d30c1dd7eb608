/**
 * @keyway/siwx/server: what a dapp backend mounts to issue nonces, verify sign-ins and keep
 * sessions, with an in-memory or PostgreSQL store. Runs on Node 20+.
 */
export {
  createPostgresSiwxStore,
  type PostgresSiwxStore,
  type PostgresSiwxStoreOptions,
  type SqlClient,
} from '../server/postgres-store.js'
export { DEFAULT_NONCE_RATE_LIMIT, type SiwxRateLimit } from '../server/rate-limit.js'
export { SiwxRateLimitError, SiwxRequestError } from '../server/request-errors.js'
export { MAX_BODY_BYTES, type SiwxSessionView, toSessionView } from '../server/routes.js'
export { createSiwxServer, type SiwxServer, type SiwxServerOptions } from '../server/server.js'
export {
  createMemorySiwxStore,
  DEFAULT_MEMORY_STORE_LIMIT,
  type MemorySiwxStoreOptions,
  type SiwxCacao,
  type SiwxStore,
  type SiwxStoredSession,
} from '../server/store.js'
