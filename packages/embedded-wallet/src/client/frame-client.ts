/**
 * The dapp side of the embedded wallet: one typed method per frame event of docs/services.md#analytics-analytics over
 * the frame transport, plus the docs/embedded-wallet.md#browser-storage browser-stored keys kept per docs/embedded-wallet.md#loading-the-frame.
 */
import {
  createEmailLoginController,
  createStorageController,
  type EmailLoginStorage,
  FRAME_CONNECT_TIMEOUT_MS,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_POST_READY_DELAY_MS,
  SIGN_OUT_WAIT_MS,
} from '@keyway/core/embedded-wallet'
import { buildFrameUrl } from '../protocol/frame-url.js'
import { createFrameCall } from './frame-call.js'
import type { FrameClientContext, FrameClientState, FrameClientTimeouts } from './frame-context.js'
import { type FrameSyncSource, startFrameSync } from './frame-sync.js'
import {
  createFrameTransport,
  type FrameLogger,
  type FrameTimeoutReason,
} from './frame-transport.js'
import * as account from './requests/account.js'
import * as login from './requests/login.js'
import * as rpc from './requests/rpc.js'

export type {
  FrameClientState,
  FrameClientTimeouts,
  RequestOptions,
} from './frame-context.js'
export type { FrameSyncSource } from './frame-sync.js'

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
  /** CAIP-2 id of the dapp's active network, passed in the frame URL (docs/embedded-wallet.md#frame-events). */
  chainId: string
  /** The SDK version (docs/embedded-wallet.md#frame-events frame URL). */
  version: string
  enableLogger?: boolean | undefined
  /** Where the docs/embedded-wallet.md#browser-storage keys live; default: core's storage controller (localStorage). */
  storage?: EmailLoginStorage | undefined
  /** docs/embedded-wallet.md#loading-the-frame: iframe_load_failed and iframe_request_timeout are reported here. */
  onTimeout?: ((reason: FrameTimeoutReason) => void) | undefined
  /** The modal's theme and the dapp's data, sent to the frame and kept in sync (frame-sync.ts). */
  sync?: FrameSyncSource | undefined
  /** Debug log of dropped messages; default console.debug when enableLogger is set. */
  logger?: FrameLogger | undefined
  timeouts?: Partial<FrameClientTimeouts> | undefined
  /** Defaults: the page's document and window. */
  document?: Document | undefined
  window?: Window | undefined
  now?: (() => number) | undefined
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
  function update(patch: Partial<FrameClientState>) {
    state = { ...state, ...patch }
    for (const listener of [...listeners]) listener(state)
  }

  let sync: ReturnType<typeof startFrameSync> | undefined
  const transport = createFrameTransport({
    frameUrl,
    document: parameters.document ?? globalThis.document,
    window: parameters.window ?? globalThis.window,
    loadTimeoutMs: timeouts.loadMs,
    postReadyDelayMs: timeouts.postReadyDelayMs,
    onTimeout: parameters.onTimeout,
    onStatusChange: (status) => {
      update({ status })
      sync?.onStatus(status)
    },
    debug: logger,
  })
  const ctx: FrameClientContext = {
    call: createFrameCall(transport, timeouts.requestMs),
    timeouts,
    storage,
    emailLogin,
    logger,
    state: () => state,
    update,
    login: { emailInFlight: undefined },
  }
  sync =
    parameters.sync &&
    startFrameSync({
      source: parameters.sync,
      send: {
        syncTheme: (payload) => rpc.syncTheme(ctx, payload),
        syncDappData: (payload) => rpc.syncDappData(ctx, payload),
      },
      logger,
    })

  // docs/embedded-wallet.md#email-login: created lazily, unless an email login was used before.
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
    /** Shows the frame (ApproveTransaction, docs/views.md#approvetransaction). */
    showFrame: transport.show,
    hideFrame: transport.hide,
    // The requests (docs/services.md#analytics-analytics events), each a plain function over `ctx` in requests/*.ts.
    ...bindRequests(ctx, login),
    ...bindRequests(ctx, account),
    ...bindRequests(ctx, rpc),
    /** An RPC request may show the approval card: the theme and app name reach it first. */
    async rpcRequest(
      ...args: Parameters<typeof rpc.rpcRequest> extends [unknown, ...infer A] ? A : never
    ) {
      await sync?.flush()
      return rpc.rpcRequest(ctx, ...args)
    },
    /** Removes the frame; pending requests fail. */
    destroy() {
      sync?.stop()
      transport.destroy()
      listeners.clear()
    },
  }
}

type Bound<F> = {
  [K in keyof F]: F[K] extends (ctx: FrameClientContext, ...args: infer A) => infer R
    ? (...args: A) => R
    : never
}

/** The request functions of a module with the client's context as their first argument. */
function bindRequests<
  F extends Record<string, (ctx: FrameClientContext, ...args: never[]) => unknown>,
>(ctx: FrameClientContext, requests: F): Bound<F> {
  const bound: Record<string, unknown> = {}
  for (const [name, request] of Object.entries(requests)) {
    bound[name] = (...args: never[]) => request(ctx, ...args)
  }
  return bound as Bound<F>
}
