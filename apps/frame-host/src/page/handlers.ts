/**
 * One handler per frame event (packages/embedded-wallet README "The protocol"), each doing
 * its work through frame-host's HTTP API on this origin. A handler resolves with the
 * event's success payload or throws; frame-app.ts turns that into the reply.
 */
import {
  type EmbeddedWalletUser,
  type FrameEventName,
  type FrameRequest,
  type FrameRequestPayload,
  type FrameSuccessPayload,
  rpcMethodPolicy,
} from '@keyway/embedded-wallet/protocol'
import { type ApiSocialLogin, type ApiUser, type FrameApi, FrameApiError } from './api.js'
import type { ApprovalCard } from './approval-card.js'
import { summarizeRequest } from './approval-summary.js'
import { createSocialResultInbox, type SocialResultInbox } from './social-result.js'
import type { FrameStorage } from './storage.js'
import { applyTheme } from './theme.js'

/** EIP-1193 4001: the provider and the adapters read it as a user rejection (docs/errors.md#wallet-rpc-errors-eip-1193). */
export const USER_REJECTED_CODE = 4001

export class UserRejectedError extends Error {
  override name = 'UserRejectedError' as const
  readonly code = USER_REJECTED_CODE
  constructor() {
    super('User rejected the request.')
  }
}

/** A request this wallet cannot serve, with the reason the dapp shows. */
export class UnsupportedRequestError extends Error {
  override name = 'UnsupportedRequestError' as const
}

export const FARCASTER_POLL_INTERVAL_MS = 1_000
/** A Farcaster channel lives 10 minutes (README "Social and Farcaster login"). */
export const FARCASTER_POLL_LIMIT_MS = 10 * 60_000

export const DEVICE_POLL_INTERVAL_MS = 2_000
/** The device approval link lives 15 minutes (README "Limits"); polling stops with it. */
export const DEVICE_POLL_LIMIT_MS = 15 * 60_000

export type HandlerContext = {
  api: FrameApi
  storage: FrameStorage
  card: ApprovalCard
  /** The network of the frame URL (docs/embedded-wallet.md#frame-events), until switchNetwork names another. */
  defaultChainId: string
  /** The parent page's origin, from the handshake. */
  parentOrigin: string
  /** Where syncTheme applies the modal's mode and variables. */
  themeRoot: HTMLElement
  devicePollIntervalMs?: number | undefined
  devicePollLimitMs?: number | undefined
  farcasterPollIntervalMs?: number | undefined
  /**
   * Where the popup's social result arrives (entry.ts feeds it from the window's messages);
   * default: one of the handlers' own, fed by nothing but tests.
   */
  socialResults?: SocialResultInbox | undefined
}

type Payload<E extends FrameEventName> = FrameRequestPayload<E>

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

/**
 * The docs/state.md#embedded-wallet-user user for `chainId`: the account of that namespace first, all in `accounts`.
 * On a chain with smart accounts the smart account is listed too, and is the address when
 * it is the user's account there; `preferredAccountType` is the type of that address (an
 * EOA where the chain has no smart account). Asked on Solana, the user's eip155 account of
 * the frame's eip155 chain (the server's `smartAccount`, when it is the account) is listed
 * before the EOA, so a dapp that takes the first EVM address of the list gets the account
 * it would get on that chain.
 */
export function toEmbeddedUser(user: ApiUser, chainId: string): EmbeddedWalletUser {
  const solana = chainId.startsWith('solana:')
  const listed = solana ? user.smartAccount : undefined
  const smart = !solana && user.smartAccount?.chainId === chainId ? user.smartAccount : undefined
  const preferSmart = smart !== undefined && user.preferredAccountType === 'smartAccount'
  const evmFirst = listed !== undefined && user.preferredAccountType === 'smartAccount'
  const eoa = { address: user.accounts.eip155, type: 'eoa' as const }
  const smartEntry = (account: { address: string }) => ({
    address: account.address,
    type: 'smartAccount' as const,
  })
  return {
    email: user.email,
    address: solana ? user.accounts.solana : preferSmart ? smart.address : user.accounts.eip155,
    chainId,
    accounts: [
      ...(evmFirst ? [smartEntry(listed), eoa] : [eoa]),
      ...(smart ? [smartEntry(smart)] : listed && !evmFirst ? [smartEntry(listed)] : []),
      { address: user.accounts.solana, type: 'eoa' },
    ],
    preferredAccountType: preferSmart ? 'smartAccount' : 'eoa',
    smartAccountDeployed: smart?.deployed ?? false,
  }
}

export type RequestHandlers = ReturnType<typeof createRequestHandlers>

export function createRequestHandlers(ctx: HandlerContext) {
  const { api, storage, card } = ctx
  const socialResults = ctx.socialResults ?? createSocialResultInbox()
  const pollInterval = ctx.devicePollIntervalMs ?? DEVICE_POLL_INTERVAL_MS
  const pollLimit = ctx.devicePollLimitMs ?? DEVICE_POLL_LIMIT_MS
  /** Pending RPC requests and social waits by request id, so rpcAbort can stop them. */
  const inflight = new Map<string, AbortController>()
  /** The device poll under way; a new login step or a sign-out stops it. */
  let devicePoll: AbortController | undefined
  /** The Farcaster channel of getFarcasterUri, and its poll once connectFarcaster runs. */
  let farcasterChannel: string | undefined
  let farcasterPoll: AbortController | undefined
  let themeVariables: string[] = []
  let appName: string | undefined

  const chainId = () => storage.chainId() ?? ctx.defaultChainId

  function stopDevicePoll(reason = 'The device check was replaced by a newer request') {
    devicePoll?.abort(new FrameApiError(reason, 0))
    devicePoll = undefined
  }

  function stopFarcasterPoll(reason: string) {
    farcasterPoll?.abort(new FrameApiError(reason, 0))
    farcasterPoll = undefined
  }

  /**
   * A finished social or Farcaster login: the session is kept as after an email login, and
   * the user is asked for on the active chain, as getUser does (the login's own answer
   * names no smart account, which may be the user's account there).
   */
  async function socialSignedIn(login: ApiSocialLogin) {
    storage.setSession(login)
    storage.setPendingEmail(undefined)
    const signedIn = await user(undefined)
    return login.user.userName ? { ...signedIn, userName: login.user.userName } : signedIn
  }

  async function pollFarcaster() {
    const channelToken = farcasterChannel
    if (!channelToken) {
      throw new FrameApiError('No Farcaster sign-in is in progress: ask for its URL first', 0)
    }
    stopFarcasterPoll('The Farcaster sign-in was replaced by a newer request')
    const controller = new AbortController()
    farcasterPoll = controller
    const deadline = AbortSignal.timeout(FARCASTER_POLL_LIMIT_MS)
    const signal = AbortSignal.any([controller.signal, deadline])
    try {
      for (;;) {
        const answer = await api.pollFarcasterLogin(channelToken, signal)
        if (answer.state === 'completed') {
          farcasterChannel = undefined
          return socialSignedIn(answer)
        }
        await sleep(ctx.farcasterPollIntervalMs ?? FARCASTER_POLL_INTERVAL_MS, signal)
      }
    } catch (error) {
      if (controller.signal.aborted) throw controller.signal.reason
      if (deadline.aborted) {
        throw new FrameApiError('This Farcaster sign-in has expired: start it again', 0)
      }
      throw error
    } finally {
      if (farcasterPoll === controller) farcasterPoll = undefined
    }
  }

  function pendingEmail(): string {
    const email = storage.pendingEmail()
    if (!email) throw new FrameApiError('No email login is in progress: enter your email first', 0)
    return email
  }

  async function firstSmartAccountChain(): Promise<string | undefined> {
    const [first] = (await api.smartAccountNetworks()).smartAccountEnabledNetworks
    return first === undefined ? undefined : `eip155:${first}`
  }

  async function user(requestedChainId: string | undefined): Promise<EmbeddedWalletUser> {
    const on = requestedChainId ?? chainId()
    // The eip155 chain's smart account comes with the user (README "Smart accounts"); on
    // Solana, the one of the frame's default eip155 chain, else of the first chain with
    // smart accounts (where a dapp moving to EVM would find it).
    const evmChain = on.startsWith('eip155:')
      ? on
      : ctx.defaultChainId.startsWith('eip155:')
        ? ctx.defaultChainId
        : await firstSmartAccountChain()
    const { user } = await api.user(undefined, evmChain)
    const embedded = toEmbeddedUser(user, on)
    // docs/embedded-wallet.md#browser-storage social username: a reload learns it again from the session's user.
    return user.userName ? { ...embedded, userName: user.userName } : embedded
  }

  /**
   * `connectSocial {}`: the result the popup's callback page posts to this frame (the dapp
   * opened the popup, so the frame never sees its redirect). rpcAbort and sign-out stop
   * the wait; a result that comes after an abort is kept for the next `connectSocial {}`.
   */
  async function socialResult(id: string) {
    const controller = new AbortController()
    inflight.set(id, controller)
    try {
      return socialSignedIn(await socialResults.wait(controller.signal))
    } finally {
      inflight.delete(id)
    }
  }

  async function pollDevice(email: string): Promise<FrameSuccessPayload<'connectDevice'>> {
    stopDevicePoll()
    const controller = new AbortController()
    devicePoll = controller
    const deadline = AbortSignal.timeout(pollLimit)
    const signal = AbortSignal.any([controller.signal, deadline])
    try {
      for (;;) {
        const { action } = await api.checkDevice(email, signal)
        if (action === 'VERIFY_OTP') return {}
        await sleep(pollInterval, signal)
      }
    } catch (error) {
      // Whichever stopped the poll says why, whether it was waiting or fetching.
      if (controller.signal.aborted) throw controller.signal.reason
      if (deadline.aborted) {
        throw new FrameApiError(
          'This device approval link has expired: start the email login again',
          0,
        )
      }
      throw error
    } finally {
      if (devicePoll === controller) devicePoll = undefined
    }
  }

  async function rpc(id: string, payload: Payload<'rpcRequest'>) {
    const controller = new AbortController()
    inflight.set(id, controller)
    try {
      const body = {
        chainId: payload.chainId,
        method: payload.method,
        ...(payload.params === undefined ? {} : { params: payload.params }),
      }
      const signal = controller.signal
      if (rpcMethodPolicy(payload.method) !== 'approval') {
        const { result } = await api.rpc(body, signal)
        return { result: result ?? null } as FrameSuccessPayload<'rpcRequest'>
      }
      // A not-safe request (README "RPC"): frame-host fills and caps it; the card shows that
      // request; Approve mints a one-time approval of exactly it, which the send then uses.
      const prepared = await api.prepareRpc(body, signal)
      const context = { ...prepared.context, parentOrigin: ctx.parentOrigin }
      const summary = summarizeRequest(payload.method, prepared.request, context)
      const approved = await card.ask({ summary, origin: ctx.parentOrigin, appName }, signal)
      if (!approved) throw new UserRejectedError()
      const { approval } = await api.approveRpc(prepared.requestHash, signal)
      const { result } = await api.rpc(
        { chainId: body.chainId, method: body.method, params: prepared.request, approval },
        signal,
      )
      return { result: result ?? null } as FrameSuccessPayload<'rpcRequest'>
    } finally {
      inflight.delete(id)
    }
  }

  /** Stops the polls and waits under way (a sign-out ends them). */
  function stopWork() {
    stopDevicePoll('The wallet signed out')
    stopFarcasterPoll('The wallet signed out')
    farcasterChannel = undefined
    socialResults.clear('The wallet signed out')
    for (const controller of inflight.values()) {
      controller.abort(new FrameApiError('The wallet signed out', 0))
    }
  }

  /**
   * Whether the stored session is live; the API refreshes an expired access token on the
   * way (README "Sessions"). A session that ended elsewhere (sign-out, sign-out everywhere,
   * a reused refresh token) is forgotten here too.
   */
  async function checkSession(): Promise<boolean> {
    if (!storage.sessionToken()) return false
    try {
      const { isConnected } = await api.session()
      if (!isConnected) storage.clearSession()
      return isConnected
    } catch (error) {
      if (!(error instanceof FrameApiError && error.status === 401)) throw error
      storage.clearSession()
      return false
    }
  }

  async function handle(request: FrameRequest): Promise<unknown> {
    switch (request.event) {
      case 'switchNetwork': {
        const { chainId: next } = request.payload as Payload<'switchNetwork'>
        if (!next.startsWith('eip155:') && !next.startsWith('solana:')) {
          throw new UnsupportedRequestError(`This wallet has no account on ${next}`)
        }
        storage.setChainId(next)
        return { chainId: next }
      }
      case 'connectEmail': {
        const { email } = request.payload as Payload<'connectEmail'>
        stopDevicePoll()
        // frame-host answers VERIFY_DEVICE to every address (README "Email login"); one look
        // at the device step tells whether a code was mailed (a first device, a known one)
        // or a link, so the modal shows the view that matches the mail.
        const result = await api.startEmailLogin(email)
        storage.setPendingEmail(email)
        if (result.action === 'VERIFY_OTP') return { action: result.action }
        return { action: (await api.checkDevice(email)).action }
      }
      case 'connectDevice':
        return pollDevice(pendingEmail())
      case 'connectOtp': {
        const { otp } = request.payload as Payload<'connectOtp'>
        const answer = await api.verifyOtp(pendingEmail(), otp)
        storage.setSession(answer)
        storage.setPendingEmail(undefined)
        return {}
      }
      case 'getUser': {
        const payload = request.payload as Payload<'getUser'>
        return user(payload.chainId)
      }
      case 'isConnected':
        return { isConnected: await checkSession() }
      case 'getChainId':
        return { chainId: chainId() }
      case 'signOut': {
        stopWork()
        try {
          if (storage.sessionToken()) await api.signOut()
        } catch (error) {
          // Already signed out on the server (401): the local session goes all the same.
          if (!(error instanceof FrameApiError && error.status === 401)) throw error
        } finally {
          storage.clearSession()
        }
        return {}
      }
      case 'signOutEverywhere': {
        // Every sign-in of the user in this project ends, this one too; a failure keeps it.
        const { sessions } = await api.signOutEverywhere()
        stopWork()
        storage.clearSession()
        return { sessions }
      }
      case 'rpcRequest':
        return rpc(request.id, request.payload as Payload<'rpcRequest'>)
      case 'rpcAbort': {
        const { requestId } = request.payload as Payload<'rpcAbort'>
        inflight.get(requestId)?.abort(new FrameApiError('Request was aborted', 0, 'aborted'))
        return {}
      }
      case 'updateEmail': {
        const { email } = request.payload as Payload<'updateEmail'>
        // The dapp is not trusted to say what the person wants: the change is confirmed on
        // the card in the frame, with the current address from frame-host (README "Email update").
        const current = (await api.user()).user.email ?? 'no email'
        const summary = {
          title: `Change your email from ${current} to ${email}?`,
          rows: [
            { label: 'Current email', value: current },
            { label: 'New email', value: email },
          ],
          warnings: [],
        }
        if (!(await card.ask({ summary, origin: ctx.parentOrigin, appName }))) {
          throw new UserRejectedError()
        }
        return { action: (await api.startEmailUpdate(email)).action }
      }
      case 'updateEmailPrimaryOtp': {
        const { otp } = request.payload as Payload<'updateEmailPrimaryOtp'>
        await api.verifyEmailUpdatePrimary(otp)
        return {}
      }
      case 'updateEmailSecondaryOtp': {
        const { otp } = request.payload as Payload<'updateEmailSecondaryOtp'>
        const { user: updated } = await api.verifyEmailUpdateSecondary(otp)
        return { newEmail: updated.email }
      }
      case 'syncTheme':
        themeVariables = applyTheme(
          ctx.themeRoot,
          request.payload as Payload<'syncTheme'>,
          themeVariables,
        )
        return {}
      case 'syncDappData': {
        const payload = request.payload as Payload<'syncDappData'>
        appName = payload.metadata?.name.trim() || undefined
        // Named in login mails, beside the project id and the checked origin.
        api.setAppName(appName)
        return {}
      }
      case 'getSmartAccountEnabledNetworks':
        // The chains of frame-host's SMART_ACCOUNTS.
        return {
          smartAccountEnabledNetworks: (await api.smartAccountNetworks())
            .smartAccountEnabledNetworks,
        }
      case 'initSmartAccount': {
        // The account is created by its first transaction; this names it and says whether
        // that has happened. A chain without smart accounts is refused before any sign-in check.
        const active = chainId()
        const { smartAccountEnabledNetworks } = await api.smartAccountNetworks()
        if (!smartAccountEnabledNetworks.some((id) => `eip155:${id}` === active)) {
          throw new UnsupportedRequestError('Smart accounts are not available in this wallet')
        }
        const { user: current } = await api.user(undefined, active)
        const smart = current.smartAccount
        if (!smart) {
          throw new UnsupportedRequestError('Smart accounts are not available in this wallet')
        }
        return { address: smart.address, isDeployed: smart.deployed }
      }
      case 'setPreferredAccount': {
        // docs/embedded-wallet.md#loading-the-frame: frame-host stores it for the user and refuses a smart account on a chain
        // without one ('Smart accounts are not available in this wallet').
        const { type } = request.payload as Payload<'setPreferredAccount'>
        const answer = await api.setPreferredAccountType(chainId(), type)
        storage.setPreferredAccountType(answer.type)
        return { type: answer.type, address: answer.address }
      }
      case 'reload':
        // Re-reads the session another tab may have changed: a dead token is dropped.
        await checkSession()
        return {}
      case 'getSocialRedirectUri': {
        const { provider } = request.payload as Payload<'getSocialRedirectUri'>
        const { uri } = await api.startSocialLogin(provider)
        // Only this login's result may answer connectSocial {}: its state is in the URL.
        socialResults.expect(new URL(uri).searchParams.get('state') ?? '')
        return { uri }
      }
      case 'connectSocial': {
        const { uri } = request.payload as Payload<'connectSocial'>
        // With a uri: the provider's redirect with its code and state, finished for this browser.
        if (uri !== undefined) return socialSignedIn(await api.connectSocial(uri))
        return socialResult(request.id)
      }
      case 'getFarcasterUri': {
        stopFarcasterPoll('The Farcaster sign-in was replaced by a newer request')
        const channel = await api.startFarcasterLogin()
        farcasterChannel = channel.channelToken
        return { url: channel.uri }
      }
      case 'connectFarcaster':
        return pollFarcaster()
    }
  }

  return {
    handle,
    /** Stops what runs in the background (the device poll, pending requests). */
    dispose() {
      stopDevicePoll('The frame closed')
      stopFarcasterPoll('The frame closed')
      for (const controller of inflight.values()) controller.abort(new Error('frame closed'))
    },
  }
}
