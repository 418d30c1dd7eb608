/**
 * What core and the modal need from an embedded-wallet (AUTH) connector's provider. The
 * adapters implement it over @keyway/embedded-wallet's frame client; core only sees this
 * shape, so core never depends on the embedded-wallet package (which depends on core).
 */

import type { AccountType, SocialLoginProvider } from '../constants/features.js'
import type { StorageController } from '../controllers/storage.js'

/** docs/state.md#embedded-wallet-user, as the frame names it. */
export type AuthUser = {
  address: string
  /** CAIP-2 id of the user's active network. */
  chainId: string
  email?: string | null | undefined
  accounts?: readonly { address: string; type: AccountType }[] | undefined
  userName?: string | undefined
  preferredAccountType?: AccountType | undefined
  smartAccountDeployed?: boolean | undefined
}

export type AuthRequestOptions = {
  signal?: AbortSignal | undefined
}

/** A not-safe request waiting for the user in the visible frame (docs/views.md#approvetransaction). */
export type AuthApprovalRequest = {
  readonly namespace: string
  readonly method: string
  readonly chainId: string
}

/** What the provider tells its listeners about requests needing the user. */
export type AuthProviderEvent =
  | {
      type: 'approvalRequired'
      request: AuthApprovalRequest
      /** Withdraws the request (the person closed the modal): it fails as a refusal. */
      decline?: (() => void) | undefined
    }
  | { type: 'approvalSettled'; request: AuthApprovalRequest }
  /** docs/roles.md#embedded-wallet-methods: a refused method; the UI shows 'Action not allowed' (already delayed 300 ms). */
  | { type: 'actionNotAllowed'; error: Error }

export type AuthProvider = {
  /**
   * Creates the frame if needed (docs/embedded-wallet.md#loading-the-frame: lazily). Rejects with 'Unable to load email login
   * dependency' (docs/errors.md#email-and-social-login-the-embedded-wallet) when it does not load.
   */
  load(options?: AuthRequestOptions): Promise<void>
  /** Asks the frame to mail a code; a new device is verified first (docs/embedded-wallet.md#loading-the-frame). */
  connectEmail(
    payload: { email: string },
    options?: AuthRequestOptions,
  ): Promise<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }>
  /** Resolves once the device is verified (the mailed link was opened). */
  connectDevice(options?: AuthRequestOptions): Promise<unknown>
  /** Checks the code; on success the login is stored (docs/embedded-wallet.md#email-login) and the user returned. */
  connectOtp(payload: { otp: string }, options?: AuthRequestOptions): Promise<AuthUser>
  getUser(options?: AuthRequestOptions): Promise<AuthUser>
  /** docs/embedded-wallet.md#email-login: a false answer or a failure clears the login cache. */
  isConnected(options?: AuthRequestOptions): Promise<boolean>
  /** docs/embedded-wallet.md#the-frame, docs/limits.md#timing: waits at most 3 s for the frame, then clears the stored login. */
  signOut(): Promise<void>
  updateEmail(
    payload: { email: string },
    options?: AuthRequestOptions,
  ): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>
  updateEmailPrimaryOtp(payload: { otp: string }, options?: AuthRequestOptions): Promise<unknown>
  updateEmailSecondaryOtp(
    payload: { otp: string },
    options?: AuthRequestOptions,
  ): Promise<{ newEmail: string }>
  /** The provider's authorization page, to open in the popup the modal opened on the click. */
  getSocialRedirectUri(
    payload: { provider: SocialLoginProvider },
    options?: AuthRequestOptions,
  ): Promise<{ uri: string }>
  /**
   * With `uri`: finishes a redirect the page caught itself. Without: resolves with the result
   * the popup handed to the frame once it reached frame-host's callback; that waits for the
   * person, so the caller aborts it (`signal`) when the popup is closed without a result.
   */
  connectSocial(payload: { uri?: string }, options?: AuthRequestOptions): Promise<AuthUser>
  /** The Farcaster sign-in URL that ConnectingFarcaster shows as a QR code (docs/sign-in.md#when-sign-in-starts). */
  getFarcasterUri(options?: AuthRequestOptions): Promise<{ url: string }>
  /** Resolves once the Farcaster app approved getFarcasterUri's URL (waits for the person). */
  connectFarcaster(options?: AuthRequestOptions): Promise<AuthUser>
  /** docs/connection.md#reconnecting-on-page-load: the modal then reconnects the auth connector. */
  setPreferredAccount(
    payload: { type: AccountType },
    options?: AuthRequestOptions,
  ): Promise<{ type: AccountType; address: string }>
  /** eip155 chain ids on which the wallet offers a smart account. */
  getSmartAccountEnabledNetworks(
    options?: AuthRequestOptions,
  ): Promise<{ smartAccountEnabledNetworks: number[] }>
  /**
   * Moves keyboard focus into the visible frame (ApproveTransaction): the frame sits outside
   * the modal's dialog, whose focus trap keeps Tab inside it.
   */
  focusFrame?(): void
  /** Listens to approval and refusal events; returns the unsubscribe function. */
  subscribe(listener: (event: AuthProviderEvent) => void): () => void
}

/** True when `value` has the AuthProvider methods the modal calls. */
export function isAuthProvider(value: unknown): value is AuthProvider {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Record<string, unknown>
  return ['load', 'connectEmail', 'connectDevice', 'connectOtp', 'signOut', 'subscribe'].every(
    (name) => typeof candidate[name] === 'function',
  )
}

/**
 * What the client hands an adapter when the dapp set `endpoints.frameHost` (docs/embedded-wallet.md#loading-the-frame): the
 * adapter then offers an AUTH connector over a frame at `frameUrl`.
 */
export type EmbeddedWalletAdapterConfig = {
  /** frame-host's page: `<endpoints.frameHost>/frame`. */
  frameUrl: string
  projectId: string
  /** The SDK version (docs/embedded-wallet.md#frame-events frame URL). */
  sdkVersion: string
  /**
   * The client's storage controller: the docs/embedded-wallet.md#browser-storage keys live where core's email-login
   * controller reads them (the throttle, the email-login-used flag).
   */
  storage: Pick<StorageController, 'get' | 'set' | 'remove'>
  /** docs/embedded-wallet.md#email-login: true when an email login was used before, so the frame is created eagerly. */
  loginUsed: boolean
  /**
   * The modal's theme and the dapp's data the frame is kept told of: its visible approval
   * card takes the theme, and shows the dapp's name as the app's own claim (display only).
   */
  frameSync?: EmbeddedWalletFrameSync | undefined
  /** The frame did not load in time, or a request to it timed out (createKeyway's option). */
  onTimeout?: ((reason: EmbeddedWalletTimeoutReason) => void) | undefined
}

/** Why the embedded wallet's frame gave up: it never loaded, or a request got no answer. */
export type EmbeddedWalletTimeoutReason = 'iframe_load_failed' | 'iframe_request_timeout'

/** What the frame is told, read when it is ready and again after each change. */
export type EmbeddedWalletFrameSync = {
  getTheme(): {
    themeMode: 'light' | 'dark'
    themeVariables?: Record<string, string | number> | undefined
  }
  getDappData(): {
    projectId: string
    sdkVersion: string
    sdkType: string
    metadata?: { name: string; description: string; url: string; icons: string[] } | undefined
  }
  /** Calls `onChange` after the theme or the dapp data changed; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void
}
