/** What `createKeyway` is given (the dapp's options), and the sdk type it sends. */
import type { ChainAdapter } from '../adapter/types.js'
import type { FetchFn } from '../api/http.js'
import type { ChainDefinition } from '../chains/types.js'
import type { ThemeMode } from '../constants/display.js'
import type { KeywayEndpoints } from '../constants/urls.js'
import type { LocalFeatures } from '../controllers/features.js'
import type { Timers } from '../controllers/notification.js'
import type { ConfigAlert, CustomWallet, Logger } from '../controllers/options.js'
import type { StorageLike } from '../controllers/storage.js'
import type { ThemeVariables } from '../controllers/theme.js'
import type { SiwxConfig } from '../features/sign-in/controller.js'
import type { PreferredAccountTypes } from '../types/account.js'
import type { EmbeddedWalletTimeoutReason } from '../types/embedded-wallet.js'
import type { OnrampOption } from '../types/onramp.js'
import type { TokensOption } from '../types/tokens.js'
import type { Platform } from './platform.js'

/** Sent with every remote call as `st` (docs/services.md#requests sdk type). */
export const KEYWAY_SDK_TYPE = 'keyway'

/** The dapp's description, shown by wallets when connecting. */
export type KeywayMetadata = {
  name: string
  description: string
  url: string
  icons: string[]
}

export type CreateKeywayParameters = {
  /** One adapter per chain namespace the dapp supports. */
  adapters: readonly ChainAdapter[]
  networks: readonly [ChainDefinition, ...ChainDefinition[]]
  defaultNetwork?: ChainDefinition | undefined
  projectId?: string | undefined
  metadata?: KeywayMetadata | undefined
  features?: LocalFeatures | undefined
  defaultAccountTypes?: PreferredAccountTypes | undefined
  /** Catalogue wallet ids listed after the installed wallets (docs/limits.md#features-and-defaults "featured" group). */
  featuredWalletIds?: readonly string[] | undefined
  /** The dapp's own wallets (docs/limits.md#features-and-defaults, the "custom" group). */
  customWallets?: readonly CustomWallet[] | undefined
  /**
   * Tokens whose balances the Account view lists, per network, keyed by CAIP-2 id:
   * `{ 'eip155:1': [{ address: '0xA0b8…eB48', symbol: 'USDC', decimals: 6 }] }`. Used when
   * balances are read over chain RPC (no `endpoints.blockchainApi`, and a wallet without
   * asset discovery); `symbol` and `decimals` are read from the chain when left out, and
   * `decimals` must be 1–255 (docs/validation.md#balances-and-activity hides zero-decimal balances). An address that does
   * not fit its network, a network that is not in `networks`, or a token listed twice
   * throws InvalidTokensOptionError.
   */
  tokens?: TokensOption | undefined
  /** Linked from the legal checkbox (`features.legalCheckbox`, off by default). */
  termsConditionsUrl?: string | undefined
  privacyPolicyUrl?: string | undefined
  siweConfig?: unknown
  /**
   * What the onramp providers need (docs/account-features.md#onramp): `meldPublicKey`, sent in Meld's URL.
   * Without it only Coinbase is offered. A key with spaces or non-ASCII characters throws
   * InvalidOnrampOptionError.
   */
  onramp?: OnrampOption | undefined
  /**
   * Sign-in with X (docs/sign-in.md#when-sign-in-starts sign-in flow): creates messages and keeps sessions, e.g.
   * `createSiwxClient` of @keyway/siwx. After a wallet connects without a session, the
   * modal asks the user to sign in.
   */
  siwx?: SiwxConfig | undefined
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
  /**
   * Base URLs of the remote services to use (docs/services.md). None is used by default:
   * without an endpoint, the features that need that service are hidden.
   */
  endpoints?: KeywayEndpoints | undefined
  /**
   * Where the toolkit persists (the connection to restore, recent wallets...). Default: the
   * page's localStorage; in memory on a server or where storage is blocked.
   */
  storage?: StorageLike | undefined
  fetch?: FetchFn | undefined
  now?: (() => number) | undefined
  timers?: Timers | undefined
  /** docs/connection.md#walletconnect-pairing: pairing reuse happens on Telegram and iOS Safari only (default: the browser's). */
  platform?: Platform | undefined
  logger?: Logger | undefined
  /**
   * The configuration alerts (missing project id, page origin not on the project's allowed
   * list; docs/services.md). Each is also shown in the modal's banner; without this
   * callback it goes to the logger too.
   */
  onAlert?: ((alert: ConfigAlert) => void) | undefined
  /**
   * The embedded wallet's frame gave up: 'iframe_load_failed' (it did not load within 20 s)
   * or 'iframe_request_timeout' (a request got no answer within its limit). The login or
   * request also fails with its own error; this is for the dapp's monitoring.
   */
  onEmbeddedWalletTimeout?: ((reason: EmbeddedWalletTimeoutReason) => void) | undefined
  sdkVersion?: string | undefined
}
