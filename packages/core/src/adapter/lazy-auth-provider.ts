/**
 * The AuthProvider both adapters list before the embedded wallet's code has loaded. Each
 * method loads the frame client on first use (the adapter's runtime module, imported
 * dynamically) and forwards to it, so a page that never offers or uses the email login
 * downloads none of the frame code (docs/embedded-wallet.md#loading-the-frame: the frame is created lazily). The adapters
 * differ only in how they load the runtime and which network `getUser` names.
 */
import { EmailLoginDependencyError } from '../errors/embedded-wallet-frame.js'
import type {
  AuthProvider,
  AuthProviderEvent,
  AuthRequestOptions,
  AuthUser,
} from '../types/embedded-wallet.js'
import { loadOnce } from './load-once.js'

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
  /** Shows and hides the frame over the modal (a request the user confirms there). */
  showFrame?(): void
  hideFrame?(): void
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
      // The frame asks the user to confirm the change on its card (the dapp is not trusted
      // to), so it is shown over the modal, and focused, until the frame answers. The modal
      // stays on the update form: leaving it would end the form's request.
      const loaded = await client()
      loaded.showFrame?.()
      loaded.frameElement?.focus()
      try {
        return await loaded.updateEmail(payload, options)
      } finally {
        loaded.hideFrame?.()
      }
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

/** What an adapter's embedded-wallet runtime module makes: at least the frame client. */
export type AuthRuntime = {
  client: AuthFrameClient
  destroy(): void
}

export type CreateLazyAuthConnectorParameters<M, R extends AuthRuntime> = {
  /** The runtime module's dynamic import (its chunk is fetched on first use). */
  importRuntime: () => Promise<M>
  /** Makes the runtime from the module; `emit` reaches the provider's listeners. */
  createRuntime: (module: M, emit: (event: AuthProviderEvent) => void) => R
  /** What `getUser` asks the frame for, from the loaded runtime (adapter-solana's network). */
  userQuery?: ((runtime: R) => { chainId?: string }) | undefined
  /** docs/embedded-wallet.md#email-login: an email login was used before, so the runtime (and the frame) loads at once. */
  eager: boolean
}

/**
 * The lazily loading part of an adapter's AUTH connector: the runtime loaded once on first
 * use (docs/errors.md#email-and-social-login-the-embedded-wallet 'Unable to load email login dependency' when its chunk does not load), the
 * AuthProvider over it, and a destroy that also ends a runtime still loading.
 */
export function createLazyAuthConnector<M, R extends AuthRuntime>(
  parameters: CreateLazyAuthConnectorParameters<M, R>,
) {
  let runtime: R | undefined
  let destroyed = false

  const loadRuntime = loadOnce(async () => {
    let module: M
    try {
      module = await parameters.importRuntime()
    } catch (cause) {
      throw new EmailLoginDependencyError({ cause })
    }
    runtime = parameters.createRuntime(module, lazy.emit)
    if (destroyed) runtime.destroy()
    return runtime
  })

  const { userQuery } = parameters
  const lazy = createLazyAuthProvider({
    client: async () => (await loadRuntime()).client,
    userQuery: userQuery && (async () => userQuery(await loadRuntime())),
    loadedClient: () => runtime?.client,
  })

  // A failure here is reported by the first real request.
  if (parameters.eager) loadRuntime().catch(() => undefined)

  return {
    provider: lazy.provider,
    /** The runtime, loading it once. */
    loadRuntime,
    destroy() {
      destroyed = true
      runtime?.destroy()
      lazy.clear()
    },
  }
}
