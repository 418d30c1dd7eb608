/**
 * The dapp side of the embedded wallet: one typed method per frame event of spec §7 over
 * the frame transport, plus the spec §3 browser-stored keys kept per spec §4.
 */
import { RequestAbortedError, RpcCallNotAllowedError, SomethingWentWrongError } from '@keyway/core'
import {
  assertEmail,
  assertOtp,
  assertSocialProvider,
  createEmailLoginController,
  createStorageController,
  type EmailLoginStorage,
  FRAME_CONNECT_TIMEOUT_MS,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_POST_READY_DELAY_MS,
  SIGN_OUT_WAIT_MS,
  validateSyncDataPayload,
} from '@keyway/core/embedded-wallet'
import { FrameRequestInvalidError } from '../errors.js'
import { createFrameRequest } from '../protocol/envelope.js'
import {
  type EmbeddedWalletUser,
  FRAME_EVENTS,
  type FrameEventName,
  type FrameRequestPayload,
  type FrameSuccessPayload,
  type RpcRequestPayload,
} from '../protocol/events.js'
import { buildFrameUrl } from '../protocol/frame-url.js'
import { rpcMethodPolicy } from '../protocol/rpc-methods.js'
import {
  createFrameTransport,
  type FrameLogger,
  type FrameStatus,
  type FrameTimeoutReason,
} from './frame-transport.js'

export type FrameClientTimeouts = {
  /** spec §9: the frame must report ready within 20 s. */
  loadMs: number
  /** spec §9: 30 s per request. */
  requestMs: number
  /**
   * Requests that wait for a person (a not-safe RPC request in the visible frame, a
   * Farcaster sign-in, `connectSocial({})` waiting on the provider's popup): long, but
   * still bounded. Default 5 minutes.
   */
  userActionMs: number
  /** spec §4: initialized about 500 ms after ready. */
  postReadyDelayMs: number
  /** spec §9: sign-out waits at most 3 s. */
  signOutMs: number
}

export const DEFAULT_FRAME_CLIENT_TIMEOUTS: Readonly<FrameClientTimeouts> = Object.freeze({
  loadMs: FRAME_LOAD_TIMEOUT_MS,
  requestMs: FRAME_CONNECT_TIMEOUT_MS,
  userActionMs: 5 * 60_000,
  postReadyDelayMs: FRAME_POST_READY_DELAY_MS,
  signOutMs: SIGN_OUT_WAIT_MS,
})

export type CreateFrameClientParameters = {
  /** frame-host's embedded-wallet page; its origin is the only one messages go to or come from. */
  frameUrl: string | URL
  projectId: string
  /** CAIP-2 id of the dapp's active network, passed in the frame URL (spec §7). */
  chainId: string
  /** The SDK version (spec §7 frame URL). */
  version: string
  enableLogger?: boolean | undefined
  /** Where the spec §3 keys live; default: core's storage controller (localStorage). */
  storage?: EmailLoginStorage | undefined
  /** spec §4: iframe_load_failed and iframe_request_timeout are reported here. */
  onTimeout?: ((reason: FrameTimeoutReason) => void) | undefined
  /** Debug log of dropped messages; default console.debug when enableLogger is set. */
  logger?: FrameLogger | undefined
  timeouts?: Partial<FrameClientTimeouts> | undefined
  /** Defaults: the page's document and window. */
  document?: Document | undefined
  window?: Window | undefined
  now?: (() => number) | undefined
}

export type RequestOptions = {
  /** Aborts the request: 'Request was aborted' for RPC, 'Something went wrong' otherwise. */
  signal?: AbortSignal | undefined
}

export type FrameClientState = {
  readonly status: FrameStatus
  /** The signed-in user, once the frame named one (spec §3 Embedded-wallet user). */
  readonly user: EmbeddedWalletUser | undefined
  /** CAIP-2 id of the frame's active network, once known. */
  readonly chainId: string | undefined
}

export type FrameClient = ReturnType<typeof createFrameClient>

export function createFrameClient(parameters: CreateFrameClientParameters) {
  const timeouts: FrameClientTimeouts = {
    ...DEFAULT_FRAME_CLIENT_TIMEOUTS,
    ...parameters.timeouts,
  }
  const storage = parameters.storage ?? createStorageController()
  const emailLogin = createEmailLoginController({
    storage,
    now: parameters.now ?? (() => Date.now()),
  })
  const logger: FrameLogger =
    parameters.logger ??
    (parameters.enableLogger
      ? (message, detail) => console.debug(message, detail)
      : () => undefined)
  const frameUrl = buildFrameUrl(parameters.frameUrl, {
    projectId: parameters.projectId,
    chainId: parameters.chainId,
    version: parameters.version,
    enableLogger: parameters.enableLogger ?? false,
  })
  const listeners = new Set<(state: FrameClientState) => void>()
  let state: FrameClientState = { status: 'idle', user: undefined, chainId: undefined }
  /** The email of the OTP flow under way, stored once the code is accepted (spec §4). */
  let emailInFlight: string | undefined

  function update(patch: Partial<FrameClientState>) {
    state = { ...state, ...patch }
    for (const listener of [...listeners]) listener(state)
  }

  const transport = createFrameTransport({
    frameUrl,
    document: parameters.document ?? globalThis.document,
    window: parameters.window ?? globalThis.window,
    loadTimeoutMs: timeouts.loadMs,
    postReadyDelayMs: timeouts.postReadyDelayMs,
    onTimeout: parameters.onTimeout,
    onStatusChange: (status) => update({ status }),
    debug: logger,
  })

  type Call = {
    signal?: AbortSignal | undefined
    timeoutMs?: number | undefined
    reportTimeout?: boolean | undefined
    abortError?: (() => Error) | undefined
    onAbortSent?: ((requestId: string) => void) | undefined
  }

  async function call<E extends FrameEventName>(
    event: E,
    payload: FrameRequestPayload<E>,
    options: Call = {},
  ): Promise<FrameSuccessPayload<E>> {
    const checked = FRAME_EVENTS[event].request.safeParse(payload)
    if (!checked.success) {
      throw new FrameRequestInvalidError(event, {
        cause: checked.error,
        details: `${event}: ${checked.error.issues.map((i) => i.message).join('; ')}`,
      })
    }
    const request = createFrameRequest(event, checked.data as FrameRequestPayload<E>)
    const onAbortSent = options.onAbortSent
    return transport.send(request, {
      timeoutMs: options.timeoutMs ?? timeouts.requestMs,
      reportTimeout: options.reportTimeout ?? true,
      signal: options.signal,
      abortError: options.abortError ?? (() => new SomethingWentWrongError()),
      onAbortSent: onAbortSent ? () => onAbortSent(request.id) : undefined,
    })
  }

  function rememberUser(user: EmbeddedWalletUser) {
    update({ user, chainId: user.chainId })
  }

  /** spec §4: a successful login stores the email and sets the login-used flag. */
  function onLogin(user: EmbeddedWalletUser & { userName?: string | undefined }) {
    const email = user.email ?? emailInFlight
    if (email) emailLogin.onLoginSuccess(email)
    else storage.set('emailLoginUsed', true)
    if (user.userName) storage.set('socialUsername', user.userName)
    storage.set('lastUsedChainId', user.chainId)
    emailInFlight = undefined
    rememberUser(user)
  }

  function resetSession() {
    storage.remove('sessionToken')
    emailLogin.clearLoginCache()
    emailInFlight = undefined
    update({ user: undefined })
  }

  // spec §4: created lazily, unless an email login was used before.
  if (emailLogin.state.loginUsed) void transport.load()

  return {
    get state(): FrameClientState {
      return state
    },
    get frameOrigin() {
      return transport.frameOrigin
    },
    /** The iframe while there is one, for the modal to place when it is shown. */
    get frameElement() {
      return transport.frameElement
    },
    /** Listens to state changes; returns the unsubscribe function. */
    subscribe(listener: (state: FrameClientState) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Creates the frame if needed; rejects with 'Unable to load email login dependency'. */
    async load(): Promise<void> {
      await transport.load()
    },
    /** Shows the frame (ApproveTransaction, spec §2). */
    showFrame: transport.show,
    hideFrame: transport.hide,

    async switchNetwork(payload: FrameRequestPayload<'switchNetwork'>, options?: RequestOptions) {
      const result = await call('switchNetwork', payload, options)
      storage.set('lastUsedChainId', result.chainId)
      update({
        chainId: result.chainId,
        ...(state.user ? { user: { ...state.user, chainId: result.chainId } } : {}),
      })
      return result
    },

    /** spec §4: throttled (30 s); the email is stored once the code is accepted. */
    async connectEmail(payload: FrameRequestPayload<'connectEmail'>, options?: RequestOptions) {
      assertEmail(payload.email)
      emailLogin.triggerEmailLogin()
      const result = await call('connectEmail', payload, options)
      emailInFlight = payload.email
      return result
    },

    connectDevice(options?: RequestOptions) {
      return call('connectDevice', {}, options)
    },

    /** The OTP; on success the user is fetched and the login stored (spec §4). */
    async connectOtp(payload: FrameRequestPayload<'connectOtp'>, options?: RequestOptions) {
      assertOtp(payload.otp)
      await call('connectOtp', payload, options)
      const user = await call('getUser', {}, options)
      onLogin(user)
      return user
    },

    /**
     * Finishes a social login started with getSocialRedirectUri. `{ uri }` hands the frame
     * the provider's redirect and answers within the usual 30 s (spec §9). `{}` waits for
     * the popup the dapp opened to reach frame-host's callback, i.e. for a person, so it has
     * `timeouts.userActionMs`; aborting it also tells the frame to stop waiting (a result
     * that comes later is still kept for the next `connectSocial({})`).
     */
    async connectSocial(payload: FrameRequestPayload<'connectSocial'>, options?: RequestOptions) {
      const waitsForPopup = payload.uri === undefined
      const user = await call(
        'connectSocial',
        payload,
        waitsForPopup
          ? {
              ...options,
              timeoutMs: timeouts.userActionMs,
              onAbortSent: (requestId) => {
                call('rpcAbort', { requestId }).catch((error: unknown) =>
                  logger('embedded wallet: the frame did not confirm an abort', error),
                )
              },
            }
          : options,
      )
      onLogin(user)
      return user
    },

    async connectFarcaster(options?: RequestOptions) {
      const user = await call(
        'connectFarcaster',
        {},
        { ...options, timeoutMs: timeouts.userActionMs },
      )
      onLogin(user)
      return user
    },

    getFarcasterUri(options?: RequestOptions) {
      return call('getFarcasterUri', {}, options)
    },

    async getUser(payload: FrameRequestPayload<'getUser'> = {}, options?: RequestOptions) {
      const user = await call('getUser', payload, options)
      // spec §3 social username: after a reload the frame's session still names it.
      if (user.userName) storage.set('socialUsername', user.userName)
      rememberUser(user)
      return user
    },

    async getSocialRedirectUri(
      payload: FrameRequestPayload<'getSocialRedirectUri'>,
      options?: RequestOptions,
    ) {
      assertSocialProvider(payload.provider)
      return call('getSocialRedirectUri', payload, options)
    },

    /**
     * Signs out (the connector's disconnect): waits at most 3 s for the frame (spec §9),
     * then clears the session token and the login cache (spec §4) either way.
     */
    async signOut(): Promise<void> {
      try {
        await call('signOut', {}, { timeoutMs: timeouts.signOutMs, reportTimeout: false })
      } catch (error) {
        logger('embedded wallet: sign-out did not complete in the frame', error)
      } finally {
        resetSession()
      }
    },

    /**
     * Ends every sign-in of this user in this app on every device (a lost phone, a shared
     * computer), this one included, and clears the local session like signOut. Resolves
     * with how many sign-ins ended; a failure leaves the session as it was and rejects.
     */
    async signOutEverywhere(options?: RequestOptions): Promise<{ sessions: number }> {
      const answer = await call('signOutEverywhere', {}, options)
      resetSession()
      return answer
    },

    /** spec §4: a false answer or a failure clears the login cache. */
    async isConnected(options?: RequestOptions): Promise<boolean> {
      let answer: boolean
      try {
        answer = (await call('isConnected', {}, options)).isConnected
      } catch (error) {
        // The caller's own abort says nothing about the session: keep the cache.
        if (options?.signal?.aborted) throw error
        answer = false
      }
      const connected = await emailLogin.checkConnected(async () => answer)
      if (!connected) update({ user: undefined })
      return connected
    },

    async getChainId(options?: RequestOptions) {
      const result = await call('getChainId', {}, options)
      update({ chainId: result.chainId })
      return result
    },

    /**
     * An RPC request. A method off the allow-list fails with 'Requested RPC call is not
     * allowed' before the frame is contacted; an abort fails with 'Request was aborted' and
     * tells the frame to drop the request.
     */
    async rpcRequest(payload: RpcRequestPayload, options?: RequestOptions): Promise<unknown> {
      const policy = rpcMethodPolicy(payload.method)
      if (policy === 'not-allowed') {
        throw new RpcCallNotAllowedError({ details: String(payload.method) })
      }
      const result = await call('rpcRequest', payload, {
        signal: options?.signal,
        timeoutMs: policy === 'approval' ? timeouts.userActionMs : timeouts.requestMs,
        abortError: () => new RequestAbortedError(),
        onAbortSent: (requestId) => {
          call('rpcAbort', { requestId }).catch((error: unknown) =>
            logger('embedded wallet: the frame did not confirm an abort', error),
          )
        },
      })
      return result.result
    },

    async updateEmail(payload: FrameRequestPayload<'updateEmail'>, options?: RequestOptions) {
      assertEmail(payload.email)
      return call('updateEmail', payload, options)
    },

    async updateEmailPrimaryOtp(
      payload: FrameRequestPayload<'updateEmailPrimaryOtp'>,
      options?: RequestOptions,
    ) {
      assertOtp(payload.otp)
      return call('updateEmailPrimaryOtp', payload, options)
    },

    /** spec §4: the secondary step stores the new email. */
    async updateEmailSecondaryOtp(
      payload: FrameRequestPayload<'updateEmailSecondaryOtp'>,
      options?: RequestOptions,
    ) {
      assertOtp(payload.otp)
      const result = await call('updateEmailSecondaryOtp', payload, options)
      emailLogin.onEmailUpdated(result.newEmail)
      if (state.user) update({ user: { ...state.user, email: result.newEmail } })
      return result
    },

    syncTheme(payload: FrameRequestPayload<'syncTheme'>, options?: RequestOptions) {
      return call('syncTheme', payload, options)
    },

    /** spec §5: needs a projectId. */
    async syncDappData(payload: FrameRequestPayload<'syncDappData'>, options?: RequestOptions) {
      validateSyncDataPayload(payload)
      return call('syncDappData', payload, options)
    },

    async getSmartAccountEnabledNetworks(options?: RequestOptions) {
      const result = await call('getSmartAccountEnabledNetworks', {}, options)
      storage.set('smartAccountEnabledNetworks', result.smartAccountEnabledNetworks)
      storage.set('smartAccountEnabled', result.smartAccountEnabledNetworks.length > 0)
      return result
    },

    initSmartAccount(options?: RequestOptions) {
      return call('initSmartAccount', {}, options)
    },

    /** spec §4: the modal then reconnects the auth connector. */
    async setPreferredAccount(
      payload: FrameRequestPayload<'setPreferredAccount'>,
      options?: RequestOptions,
    ) {
      const result = await call('setPreferredAccount', payload, options)
      storage.set('preferredAccountType', result.type)
      return result
    },

    reload(options?: RequestOptions) {
      return call('reload', {}, options)
    },

    /** Removes the frame; pending requests fail. */
    destroy() {
      transport.destroy()
      listeners.clear()
    },
  }
}
