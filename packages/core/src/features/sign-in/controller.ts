/**
 * Sign-in (SIWX, CAIP-122) controller: the sign-in flow of docs/sign-in.md#when-sign-in-starts. The dapp's `siwx`
 * option creates messages and stores sessions (the injected SIWX storage interface); this
 * controller decides when to ask, signs, stores, and drives the modal.
 */
import { proxy } from 'valtio/vanilla'
import type { CaipNetworkId } from '../../chains/types.js'
import type { EventsController } from '../../controllers/events.js'
import type { OpenModalOptions } from '../../controllers/modal.js'
import { NoActiveCaipAddressError } from '../../errors/account.js'
import { BaseError } from '../../errors/base.js'
import { isUserRejection } from '../../errors/rpc.js'
import {
  SignatureDeclinedError,
  SiwxAuthMismatchError,
  SiwxNotEnabledError,
  SmartAccountSignatureError,
} from '../../errors/siwx.js'

/** The fields of a CAIP-122 sign-in message. */
export type SiwxMessageData = {
  accountAddress: string
  chainId: CaipNetworkId
  domain?: string | undefined
  uri?: string | undefined
  version?: string | undefined
  nonce?: string | undefined
  statement?: string | undefined
  issuedAt?: string | undefined
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
}

/** A message the dapp's siwx config created: its data, and its text via toString(). */
export type SiwxMessage = SiwxMessageData & { toString(): string }

/** A CACAO (chain-agnostic object capability), kept as the signer returned it. */
export type SiwxCacao = {
  h: { t: string }
  p: Record<string, unknown>
  s: { t: string; s: string }
}

/** docs/state.md#sign-in-session: data, message, signature, optional cacao. */
export type SiwxSession = {
  data: SiwxMessageData
  message: string
  signature: string
  cacao?: SiwxCacao | undefined
}

/**
 * A sign-in asked while connecting (one-click auth, docs/validation.md#email-and-social-login): the CAIP-122 fields the dapp
 * chooses, before any account is known. The wallet adds its account, chain and the time.
 */
export type SiwxAuthRequest = {
  /** The RFC 3986 authority asking (the page's host). */
  domain: string
  uri: string
  /** Issued by the dapp's server for this sign-in. */
  nonce: string
  statement?: string | undefined
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
}

/** The dapp's `siwx` option: creates messages and stores sessions (the SIWX storage). */
export type SiwxConfig = {
  createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SiwxMessage>
  /**
   * The request for a sign-in while connecting, for these chains (a fresh nonce each time).
   * Without it every account signs its message after connecting.
   */
  createAuthRequest?(input: { chainIds: CaipNetworkId[] }): Promise<SiwxAuthRequest>
  addSession(session: SiwxSession): Promise<void>
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Whether sign-in is required; true when absent (a dapp enabling sign-in needs it). */
  getRequired?(): boolean
}

export type SiwxAccount = {
  address: string
  caipNetworkId: CaipNetworkId
  /** Whether the active network is one the dapp supports. */
  isSupportedNetwork: boolean
  /** Whether the account signing is a smart account (docs/errors.md#sign-in-siwx smart-account message). */
  isSmartAccount: boolean
}

export type SiwxStatus = 'idle' | 'signing' | 'success' | 'error'

export type SiwxState = {
  status: SiwxStatus
  /** The user-facing message of the last failure. */
  error: string | undefined
}

export type SiwxDeps = {
  getSiwx: () => SiwxConfig | undefined
  getActiveAccount: () => SiwxAccount | undefined
  signMessage: (parameters: { message: string; address: string }) => Promise<string>
  openModal: (options: OpenModalOptions) => void
  /** The modal's close; returns false when closing is disabled. */
  closeModal: () => boolean
  setClosingDisabled: (disabled: boolean) => void
  disconnect: () => Promise<void>
  showError: (message: string) => void
  track?: EventsController['track'] | undefined
}

/**
 * docs/sign-in.md#when-sign-in-starts: sign-in through a universal provider (WalletConnect's one-click auth) is
 * attempted only when every requested chain is eip155; otherwise each account signs
 * separately after connecting.
 */
export function canSignInWhileConnecting(chainIds: readonly string[]): boolean {
  return chainIds.length > 0 && chainIds.every((id) => /^eip155:[1-9][0-9]*$/.test(id))
}

/**
 * What the wallet signed must answer the request the dapp made: its nonce, domain and URI
 * (the dapp's server checks the signature and the nonce again when the session is stored).
 */
function checkSignedRequest(request: SiwxAuthRequest, session: SiwxSession): void {
  const { data } = session
  const wrong = [
    data.nonce === request.nonce ? undefined : 'nonce',
    data.domain === request.domain ? undefined : 'domain',
    data.uri === request.uri ? undefined : 'uri',
  ].filter((field): field is string => field !== undefined)
  if (wrong.length > 0) {
    throw new SiwxAuthMismatchError({
      details: `The signed message's ${wrong.join(', ')} differs from the request`,
    })
  }
}

export function createSiwxController(deps: SiwxDeps) {
  const state = proxy<SiwxState>({ status: 'idle', error: undefined })

  function isRequired(): boolean {
    return deps.getSiwx()?.getRequired?.() ?? true
  }

  async function hasSession(siwx: SiwxConfig, account: SiwxAccount): Promise<boolean> {
    try {
      const sessions = await siwx.getSessions(account.caipNetworkId, account.address)
      return sessions.length > 0
    } catch {
      // Unreadable storage counts as no session: asking again is the safe side.
      return false
    }
  }

  /**
   * docs/sign-in.md#when-sign-in-starts: when sign-in is enabled and an address is active on a supported network with
   * no session, open sign-message (closing disabled while it is required). Returns true
   * when the user was asked to sign in.
   */
  async function checkSignIn(): Promise<boolean> {
    const siwx = deps.getSiwx()
    const account = deps.getActiveAccount()
    if (!siwx || !account?.isSupportedNetwork) return false
    if (await hasSession(siwx, account)) {
      deps.setClosingDisabled(false)
      return false
    }
    deps.setClosingDisabled(isRequired())
    deps.openModal({ view: 'sign-message' })
    return true
  }

  function toSignInError(error: unknown, account: SiwxAccount): BaseError {
    if (isUserRejection(error)) return new SignatureDeclinedError({ cause: error })
    if (account.isSmartAccount) return new SmartAccountSignatureError({ cause: error })
    if (error instanceof BaseError) return error
    return new BaseError(error instanceof Error ? error.message : String(error), { cause: error })
  }

  /**
   * The sign button: create the message, sign it, store the session, close the modal.
   * docs/sign-in.md#when-sign-in-starts: on failure the modal reopens on sign-message; the typed error is rethrown.
   */
  async function signIn(): Promise<SiwxSession> {
    const siwx = deps.getSiwx()
    if (!siwx) throw new SiwxNotEnabledError()
    const account = deps.getActiveAccount()
    if (!account) throw new NoActiveCaipAddressError()
    state.status = 'signing'
    state.error = undefined
    deps.track?.('CLICK_SIGN_SIWX_MESSAGE', { network: account.caipNetworkId })
    try {
      const message = await siwx.createMessage({
        accountAddress: account.address,
        chainId: account.caipNetworkId,
      })
      const text = message.toString()
      const signature = await deps.signMessage({ message: text, address: account.address })
      const { toString: _toString, ...data } = message
      const session: SiwxSession = { data, message: text, signature }
      await siwx.addSession(session)
      state.status = 'success'
      deps.setClosingDisabled(false)
      deps.closeModal()
      deps.track?.('SIWX_AUTH_SUCCESS', { network: account.caipNetworkId })
      return session
    } catch (error) {
      const failure = toSignInError(error, account)
      state.status = 'error'
      state.error = failure.shortMessage
      deps.showError(failure.shortMessage)
      deps.track?.('SIWX_AUTH_ERROR', { network: account.caipNetworkId })
      deps.openModal({ view: 'sign-message' })
      throw failure
    }
  }

  /**
   * The request for a sign-in while connecting to `chainIds` (every chain the connection
   * asks for), or undefined when the account is to sign separately: sign-in is off, the
   * dapp's option cannot make one, a chain is not eip155 (docs/validation.md), or no nonce came.
   */
  async function createAuthRequest(
    chainIds: readonly CaipNetworkId[],
  ): Promise<SiwxAuthRequest | undefined> {
    const siwx = deps.getSiwx()
    if (!siwx?.createAuthRequest || !canSignInWhileConnecting(chainIds)) return undefined
    try {
      return await siwx.createAuthRequest({ chainIds: [...chainIds] })
    } catch {
      // No request (the server is unreachable): the account signs after connecting, where
      // the same failure is shown with its retry.
      return undefined
    }
  }

  function failSignIn(failure: BaseError, network: string | undefined): void {
    state.status = 'error'
    state.error = failure.shortMessage
    deps.showError(failure.shortMessage)
    deps.track?.('SIWX_AUTH_ERROR', { network })
  }

  /**
   * The wallet signed while connecting: the first session whose request matches is
   * stored through the dapp's option, which verifies it (the same path as the sign-message
   * flow). A failure is shown and leaves no session: once connected, the account is asked
   * to sign again (docs/sign-in.md#when-sign-in-starts, on failure sign-message opens). Resolves true when stored.
   */
  async function completeAuth(parameters: {
    request: SiwxAuthRequest
    sessions: readonly SiwxSession[]
  }): Promise<boolean> {
    const siwx = deps.getSiwx()
    const [session] = parameters.sessions
    if (!siwx || !session) return false
    state.status = 'signing'
    state.error = undefined
    try {
      checkSignedRequest(parameters.request, session)
      await siwx.addSession(session)
      state.status = 'success'
      deps.track?.('SIWX_AUTH_SUCCESS', { network: session.data.chainId })
      return true
    } catch (error) {
      const failure =
        error instanceof BaseError
          ? error
          : new BaseError(error instanceof Error ? error.message : String(error), {
              cause: error,
            })
      failSignIn(failure, session.data.chainId)
      return false
    }
  }

  /** The wallet declined (or failed) the sign-in asked while connecting. */
  function failAuth(error: unknown): void {
    const failure = isUserRejection(error)
      ? new SignatureDeclinedError({ cause: error })
      : error instanceof BaseError
        ? error
        : new BaseError(error instanceof Error ? error.message : String(error), { cause: error })
    failSignIn(failure, undefined)
  }

  /** docs/sign-in.md#cancelling: cancelling disconnects when sign-in is required, otherwise just closes. */
  async function cancelSignIn(): Promise<void> {
    if (isRequired()) await deps.disconnect()
    deps.setClosingDisabled(false)
    deps.closeModal()
    state.status = 'idle'
    state.error = undefined
  }

  return {
    state,
    isRequired,
    checkSignIn,
    signIn,
    cancelSignIn,
    createAuthRequest,
    completeAuth,
    failAuth,
  }
}

export type SiwxController = ReturnType<typeof createSiwxController>
