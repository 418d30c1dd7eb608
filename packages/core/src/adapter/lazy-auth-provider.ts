/**
 * The AuthProvider both adapters list before the embedded wallet's code has loaded. Each
 * method loads the frame client on first use (the adapter's runtime module, imported
 * dynamically) and forwards to it, so a page that never offers or uses the email login
 * downloads none of the frame code (spec §4: the frame is created lazily). The adapters
 * differ only in how they load the runtime and which network `getUser` names.
 */
import type {
  AuthProvider,
  AuthProviderEvent,
  AuthRequestOptions,
  AuthUser,
} from '../types/embedded-wallet.js'

/**
 * What the provider needs from @keyway/embedded-wallet's frame client. Core names the
 * shape instead of importing the package, which depends on core.
 */
export type AuthFrameClient = Omit<
  AuthProvider,
  'load' | 'getUser' | 'focusFrame' | 'subscribe'
> & {
  load(options?: AuthRequestOptions): Promise<unknown>
  /** The frame's user on `chainId`'s network (default: the frame's active one). */
  getUser(payload: { chainId?: string }, options?: AuthRequestOptions): Promise<AuthUser>
  /** The iframe, once it exists. */
  readonly frameElement?: { focus(): void } | null | undefined
}

export type CreateLazyAuthProviderParameters = {
  /** Loads the adapter's runtime (once) and answers its frame client. */
  client: () => Promise<AuthFrameClient>
  /**
   * What `getUser` asks the frame for: adapter-solana names its Solana network, so the frame
   * answers the user's Solana address first. Default: the frame's active network.
   */
  userQuery?: (() => Promise<{ chainId?: string }>) | undefined
  /** The frame client if it has loaded (focus must not load anything). */
  loadedClient: () => AuthFrameClient | undefined
}

export function createLazyAuthProvider(parameters: CreateLazyAuthProviderParameters) {
  const { client } = parameters
  const listeners = new Set<(event: AuthProviderEvent) => void>()

  const provider: AuthProvider = {
    async load(options) {
      await (await client()).load(options)
    },
    async connectEmail(payload, options) {
      return (await client()).connectEmail(payload, options)
    },
    async connectDevice(options) {
      return (await client()).connectDevice(options)
    },
    async connectOtp(payload, options) {
      return (await client()).connectOtp(payload, options)
    },
    async getUser(options) {
      const loaded = await client()
      const query = parameters.userQuery ? await parameters.userQuery() : {}
      return loaded.getUser(query, options)
    },
    async isConnected(options) {
      return (await client()).isConnected(options)
    },
    async signOut() {
      await (await client()).signOut()
    },
    async updateEmail(payload, options) {
      return (await client()).updateEmail(payload, options)
    },
    async updateEmailPrimaryOtp(payload, options) {
      return (await client()).updateEmailPrimaryOtp(payload, options)
    },
    async updateEmailSecondaryOtp(payload, options) {
      return (await client()).updateEmailSecondaryOtp(payload, options)
    },
    async getSocialRedirectUri(payload, options) {
      return (await client()).getSocialRedirectUri(payload, options)
    },
    async connectSocial(payload, options) {
      return (await client()).connectSocial(payload, options)
    },
    async getFarcasterUri(options) {
      return (await client()).getFarcasterUri(options)
    },
    async connectFarcaster(options) {
      return (await client()).connectFarcaster(options)
    },
    async setPreferredAccount(payload, options) {
      return (await client()).setPreferredAccount(payload, options)
    },
    async getSmartAccountEnabledNetworks(options) {
      return (await client()).getSmartAccountEnabledNetworks(options)
    },
    // ApproveTransaction hands keyboard focus to the frame, which is outside the dialog.
    focusFrame() {
      parameters.loadedClient()?.frameElement?.focus()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }

  return {
    provider,
    /** Hands a runtime event (an approval, a refusal) to the modal's listeners. */
    emit(event: AuthProviderEvent) {
      for (const listener of [...listeners]) listener(event)
    },
    /** Drops every listener (the connector is destroyed). */
    clear() {
      listeners.clear()
    },
  }
}
