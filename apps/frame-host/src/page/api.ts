/**
 * The frame's calls to frame-host's HTTP API on its own origin (README "API"). Every call
 * is bounded by a timeout and follows the caller's signal; a failure is a FrameApiError
 * carrying the server's own message (the spec's words), which goes to the dapp unchanged.
 */
import type { SummaryContext } from './approval-context.js'
import { createProof, createProofKeySource, type ProofKeySource } from './proof-key.js'
import type { FrameStorage } from './storage.js'

/** Below the client's 30 s per request (docs/limits.md#timing), so the dapp hears the real reason. */
export const API_TIMEOUT_MS = 25_000

export class FrameApiError extends Error {
  override name = 'FrameApiError' as const
  /** The HTTP status, or 0 when frame-host was not reached. */
  readonly status: number
  /** frame-host's error code (`unauthorized`, `throttled`…) or a JSON-RPC code. */
  readonly code: string | number | undefined
  constructor(
    message: string,
    status: number,
    code?: string | number | undefined,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.status = status
    this.code = code
  }
}

export type ApiUser = {
  id: string
  /** null for a social or Farcaster user whose provider gave no verified email. */
  email: string | null
  createdAt: number
  accounts: { eip155: string; solana: string }
  /** The social provider's username of the user's latest social sign-in, when there is one. */
  userName?: string | undefined
  /** docs/state.md#account-state preferredAccountTypes (eip155); `GET /v1/user` always sends it. */
  preferredAccountType?: 'eoa' | 'smartAccount' | undefined
  /** The smart account on the asked chain, when that chain has smart accounts. */
  smartAccount?: { chainId: string; address: string; deployed: boolean } | undefined
}

/** `POST /v1/rpc/prepare`'s answer (README "RPC"). */
export type ApiPreparedRequest = {
  /** The params to send: gas and fees filled and capped by frame-host. */
  request: unknown
  requestHash: string
  context: Omit<SummaryContext, 'parentOrigin'>
}

/** A finished social or Farcaster login (README "Social and Farcaster login"). */
export type ApiSocialLogin = {
  token: string
  expiresAt: number
  refreshToken: string
  user: ApiUser
}

/** Which project and parent page the frame serves: sent on every call (README "Sessions"). */
export type FrameApiContext = {
  /** From the frame URL. */
  projectId: string
  /** From the handshake. */
  parentOrigin: string
}

/** An access token this close to its end is refreshed before the call. */
export const REFRESH_AHEAD_MS = 60_000

export type CreateFrameApiParameters = {
  /** frame-host's origin (the frame page's own). */
  baseUrl: string
  storage: FrameStorage
  frame: FrameApiContext
  /** The frame's non-extractable key (default: one in memory for this page). */
  proofKey?: ProofKeySource | undefined
  /** Web Locks, so two tabs of one browser never spend one refresh token twice. */
  locks?: LockManager | undefined
  fetch?: typeof fetch | undefined
  timeoutMs?: number | undefined
}

type CallOptions = { body?: unknown; auth?: boolean; signal?: AbortSignal | undefined }

/** A sign-in's or refresh's answer. */
type ApiSession = { token: string; expiresAt: number; refreshToken: string }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function errorFrom(status: number, body: unknown): FrameApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined
  const message = typeof error?.message === 'string' ? error.message : `HTTP status code: ${status}`
  const code =
    typeof error?.code === 'string' || typeof error?.code === 'number' ? error.code : undefined
  return new FrameApiError(message, status, code)
}

export type FrameApi = ReturnType<typeof createFrameApi>

export function createFrameApi(parameters: CreateFrameApiParameters) {
  const { storage, frame } = parameters
  const doFetch = parameters.fetch ?? globalThis.fetch.bind(globalThis)
  const timeoutMs = parameters.timeoutMs ?? API_TIMEOUT_MS
  const proofKey = parameters.proofKey ?? createProofKeySource()
  let appName: string | undefined
  let refreshing: Promise<boolean> | undefined

  /** One call with a fresh proof; the caller handles refreshes. */
  async function send<T>(method: 'GET' | 'POST', path: string, options: CallOptions): Promise<T> {
    const url = new URL(path, parameters.baseUrl)
    const body = method === 'POST' ? JSON.stringify(options.body ?? {}) : ''
    const headers: Record<string, string> = {
      'x-keyway-device-id': storage.deviceId(),
      'x-keyway-project-id': frame.projectId,
      'x-keyway-parent-origin': frame.parentOrigin,
    }
    if (appName) headers['x-keyway-app-name'] = encodeURIComponent(appName)
    const token = options.auth ? storage.sessionToken() : undefined
    if (token) headers.authorization = `DPoP ${token}`
    if (method === 'POST') headers['content-type'] = 'application/json'
    const timeout = AbortSignal.timeout(timeoutMs)
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
    let response: Response
    try {
      headers.dpop = await createProof(await proofKey.get(), {
        method,
        url,
        body,
        accessToken: token,
      })
      response = await doFetch(url, {
        method,
        headers,
        ...(method === 'POST' ? { body } : {}),
        signal,
        credentials: 'omit',
        cache: 'no-store',
      })
    } catch (error) {
      if (options.signal?.aborted) throw new FrameApiError('Request was aborted', 0, 'aborted')
      if (timeout.aborted) {
        throw new FrameApiError(
          `The wallet server did not answer within ${Math.round(timeoutMs / 1000)} s`,
          0,
          'timeout',
        )
      }
      throw new FrameApiError('Could not reach the wallet server', 0, 'network_error', {
        cause: error,
      })
    }
    let answer: unknown
    try {
      answer = await response.json()
    } catch {
      answer = undefined
    }
    if (!response.ok) throw errorFrom(response.status, answer)
    if (!isRecord(answer)) {
      throw new FrameApiError('The wallet server sent an unreadable answer', response.status)
    }
    return answer as T
  }

  /**
   * Spends the refresh token for a new pair (README "Sessions"); false when the sign-in is
   * over (the local session is then dropped). One refresh at a time per browser: under a
   * Web Lock, and skipped when another tab already replaced the token.
   */
  async function refresh(spent: string | undefined): Promise<boolean> {
    const run = async () => {
      const refreshToken = storage.refreshToken()
      if (!refreshToken) return false
      // Another tab refreshed while this one waited: its tokens are everyone's.
      if (spent !== undefined && storage.sessionToken() !== spent) return true
      try {
        const session = await send<ApiSession>('POST', '/v1/session/refresh', {
          body: { refreshToken },
        })
        storage.setSession(session)
        return true
      } catch (error) {
        if (error instanceof FrameApiError && error.status === 401) {
          storage.clearSession()
          // A reused refresh token ended the sign-in everywhere: the dapp hears why.
          if (error.code === 'refresh_token_reused') throw error
          return false
        }
        throw error
      }
    }
    refreshing ??= (
      parameters.locks
        ? (parameters.locks.request('keyway-frame-refresh', run) as unknown as Promise<boolean>)
        : run()
    ).finally(() => {
      refreshing = undefined
    })
    return refreshing
  }

  /** A call; a signed-in one refreshes an access token near its end, or refused with 401. */
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    options: CallOptions = {},
  ): Promise<T> {
    if (!options.auth || !storage.sessionToken()) return send<T>(method, path, options)
    const expiresAt = storage.sessionExpiresAt()
    if (expiresAt !== undefined && expiresAt - Date.now() < REFRESH_AHEAD_MS) {
      await refresh(storage.sessionToken())
    }
    const token = storage.sessionToken()
    try {
      return await send<T>(method, path, options)
    } catch (error) {
      const expired =
        error instanceof FrameApiError && error.status === 401 && error.code === 'unauthorized'
      if (!expired || !storage.refreshToken() || !(await refresh(token))) throw error
      return send<T>(method, path, options)
    }
  }

  return {
    /** The dapp's name from syncDappData, named in login mails (never trusted otherwise). */
    setAppName(name: string | undefined) {
      appName = name
    },
    startEmailLogin(email: string, signal?: AbortSignal) {
      return call<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }>('POST', '/v1/email/start', {
        body: { email },
        signal,
      })
    },
    checkDevice(email: string, signal?: AbortSignal) {
      return call<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }>('POST', '/v1/email/device', {
        body: { email },
        signal,
      })
    },
    verifyOtp(email: string, otp: string, signal?: AbortSignal) {
      return call<ApiSession & { user: ApiUser }>('POST', '/v1/email/verify', {
        body: { email, otp },
        signal,
      })
    },
    session(signal?: AbortSignal) {
      return call<{ isConnected: boolean; expiresAt?: number }>('GET', '/v1/session', {
        auth: true,
        signal,
      })
    },
    /** With `chainId`, the user's smart account on that chain comes along (when it has one). */
    user(signal?: AbortSignal, chainId?: string) {
      const query = chainId === undefined ? '' : `?chainId=${encodeURIComponent(chainId)}`
      return call<{ user: ApiUser }>('GET', `/v1/user${query}`, { auth: true, signal })
    },
    smartAccountNetworks(signal?: AbortSignal) {
      return call<{ smartAccountEnabledNetworks: number[] }>('GET', '/v1/smart-accounts', {
        signal,
      })
    },
    setPreferredAccountType(chainId: string, type: 'eoa' | 'smartAccount', signal?: AbortSignal) {
      return call<{ type: 'eoa' | 'smartAccount'; address: string }>(
        'POST',
        '/v1/account/preferred-type',
        { body: { chainId, type }, auth: true, signal },
      )
    },
    signOut(signal?: AbortSignal) {
      return call<{ signedOut: true }>('POST', '/v1/session/sign-out', { auth: true, signal })
    },
    /** Ends every sign-in of this user in this project, on every device. */
    signOutEverywhere(signal?: AbortSignal) {
      return call<{ signedOut: true; sessions: number }>(
        'POST',
        '/v1/session/sign-out-everywhere',
        { auth: true, signal },
      )
    },
    startEmailUpdate(email: string, signal?: AbortSignal) {
      return call<{ action: 'VERIFY_PRIMARY_OTP' }>('POST', '/v1/email/update', {
        body: { email },
        auth: true,
        signal,
      })
    },
    verifyEmailUpdatePrimary(otp: string, signal?: AbortSignal) {
      return call<{ action: 'VERIFY_SECONDARY_OTP' }>('POST', '/v1/email/update/primary', {
        body: { otp },
        auth: true,
        signal,
      })
    },
    verifyEmailUpdateSecondary(otp: string, signal?: AbortSignal) {
      return call<{ user: ApiUser }>('POST', '/v1/email/update/secondary', {
        body: { otp },
        auth: true,
        signal,
      })
    },
    startSocialLogin(provider: string, signal?: AbortSignal) {
      return call<{ uri: string }>('POST', '/v1/social/start', { body: { provider }, signal })
    },
    connectSocial(uri: string, signal?: AbortSignal) {
      return call<ApiSocialLogin>('POST', '/v1/social/connect', { body: { uri }, signal })
    },
    startFarcasterLogin(signal?: AbortSignal) {
      return call<{ uri: string; channelToken: string }>('POST', '/v1/farcaster/start', {
        signal,
      })
    },
    pollFarcasterLogin(channelToken: string, signal?: AbortSignal) {
      return call<{ state: 'pending' } | ({ state: 'completed' } & ApiSocialLogin)>(
        'POST',
        '/v1/farcaster/poll',
        { body: { channelToken }, signal },
      )
    },
    /**
     * A signed-in RPC call: `{ result }` or an error JSON (frame-host's RPC route). A not-safe
     * request carries the `approval` of `approveRpc`, and the params `prepareRpc` answered.
     */
    rpc(
      request: { chainId: string; method: string; params?: unknown; approval?: string },
      signal?: AbortSignal,
    ): Promise<{ result: unknown }> {
      return call<{ result: unknown }>('POST', '/v1/rpc', { body: request, auth: true, signal })
    },
    /** A not-safe request checked and completed by frame-host, with the card's context. */
    prepareRpc(
      request: { chainId: string; method: string; params?: unknown },
      signal?: AbortSignal,
    ) {
      return call<ApiPreparedRequest>('POST', '/v1/rpc/prepare', {
        body: request,
        auth: true,
        signal,
      })
    },
    /** Approve: the one-time approval of a prepared request (only the card's Approve calls it). */
    approveRpc(requestHash: string, signal?: AbortSignal) {
      return call<{ approval: string; expiresAt: number }>('POST', '/v1/rpc/approvals', {
        body: { requestHash },
        auth: true,
        signal,
      })
    },
  }
}
