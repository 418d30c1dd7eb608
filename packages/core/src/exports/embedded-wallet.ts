// `@keyway/core/embedded-wallet`: what @keyway/embedded-wallet (the frame client a page
// talks to the hosted wallet through) needs of core and no chain adapter does: the email
// login controller and its storage, the frame's time limits, the methods the frame may
// answer, the social providers and the checks on what the frame sends back. A separate
// entry so that `@keyway/core/adapter` stays what a chain adapter needs. It follows the
// toolkit's version, not semver on its own; exports.test.ts snapshots its names.

export { SOCIAL_LOGIN_PROVIDERS } from '../constants/features.js'
export { SAFE_RPC_METHODS } from '../constants/rpc.js'
export {
  ACTION_NOT_ALLOWED_DELAY_MS,
  FRAME_POST_READY_DELAY_MS,
  SIGN_OUT_WAIT_MS,
} from '../constants/service-timing.js'
export { EMBEDDED_WALLET_STORAGE_KEYS } from '../constants/storage.js'
export { FRAME_CONNECT_TIMEOUT_MS, FRAME_LOAD_TIMEOUT_MS } from '../constants/timing.js'
export { EMBEDDED_WALLET_ALLOWED_METHODS } from '../constants/wallet-methods.js'
export {
  createEmailLoginController,
  type EmailLoginStorage,
} from '../controllers/email-login.js'
export { createStorageController, type StorageController } from '../controllers/storage.js'
export { assertEmail, assertOtp, assertSocialProvider } from '../validate/email-login.js'
export { validateSyncDataPayload } from '../validate/sync-data.js'
