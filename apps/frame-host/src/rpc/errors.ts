import { FrameHostError } from '../errors.js'

/**
 * Failures of `POST /v1/rpc` that are about the chain rather than the user's key: an
 * unknown network, a method on the allow-list this server does not serve, and a chain
 * node that refused, failed or did not answer in time. (A method off the allow-list is
 * the key custody's RpcMethodNotAllowedError: 'method not allowed', docs/roles.md#embedded-wallet-methods.)
 */

/** A CAIP-2 id with no RPC endpoint in CHAIN_RPC_URLS. */
export class UnknownChainError extends FrameHostError {
  override name = 'UnknownChainError' as const
  override status = 400
  override code = 'unknown_chain'
  constructor(
    readonly chainId: string,
    known: readonly string[],
  ) {
    super(
      `Unknown chain "${chainId}": this wallet serves ${known.length ? known.join(', ') : 'no chains'}`,
    )
  }
}

/** On the allow-list, but not something frame-host answers (docs/errors.md#email-and-social-login-the-embedded-wallet: 4200 unsupported method). */
export class RpcMethodNotSupportedError extends FrameHostError {
  override name = 'RpcMethodNotSupportedError' as const
  override status = 501
  override code = 'method_not_supported'
  constructor(readonly method: string) {
    super(`${method} is not supported by the embedded wallet`)
  }
}

/** The chain's node answered with an error (reverted, insufficient funds, bad nonce, …). */
export class ChainRequestRejectedError extends FrameHostError {
  override name = 'ChainRequestRejectedError' as const
  override status = 400
  override code = 'chain_rejected'
}

/** The chain's node could not be reached, answered a non-2xx status, or is misconfigured. */
export class ChainUnavailableError extends FrameHostError {
  override name = 'ChainUnavailableError' as const
  override status = 502
  override code = 'chain_unavailable'
}

/** The chain's node did not answer within the timeout. */
export class ChainTimeoutError extends FrameHostError {
  override name = 'ChainTimeoutError' as const
  override status = 504
  override code = 'chain_timeout'
  constructor(chainId: string, timeoutMs: number, options?: { cause?: unknown }) {
    super(`The RPC node of ${chainId} did not answer within ${timeoutMs} ms`, options)
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/** One user's RPC requests or signatures over their limit in the window (README "RPC"). */
export class RpcRateLimitedError extends FrameHostError {
  override name = 'RpcRateLimitedError' as const
  override status = 429
  override code = 'rpc_rate_limited'
  override retryAfterSeconds: number
  constructor(
    readonly what: 'requests' | 'signatures',
    waitMs: number,
  ) {
    super(
      what === 'requests'
        ? `Too many wallet requests. Please try again after ${seconds(waitMs)} seconds`
        : `Too many signatures in a short time. Please try again after ${seconds(waitMs)} seconds`,
    )
    this.retryAfterSeconds = seconds(waitMs)
  }
}

/** Why a not-safe request's approval was refused, in words the frame can show. */
const APPROVAL_REFUSALS = {
  missing: 'This request needs your approval in the wallet first',
  unknown: 'This approval is not valid: approve the request again',
  used: 'This approval was already used: approve the request again',
  expired: 'This approval has expired: approve the request again',
  other_session: 'This approval belongs to another session: approve the request again',
  other_request: 'This approval was given for a different request: approve the request again',
} as const

/** A not-safe request without a live one-time approval for exactly it (README "RPC"). */
export class ApprovalRequiredError extends FrameHostError {
  override name = 'ApprovalRequiredError' as const
  override status = 403
  override code = 'approval_required'
  constructor(readonly reason: keyof typeof APPROVAL_REFUSALS) {
    super(APPROVAL_REFUSALS[reason])
  }
}

/** Approve for a request that was not prepared in this session, or whose time passed. */
export class RequestNotPreparedError extends FrameHostError {
  override name = 'RequestNotPreparedError' as const
  override status = 409
  override code = 'request_not_prepared'
  constructor() {
    super('This request was not prepared, was already approved, or waited too long: try again')
  }
}

/** wallet_getCallsStatus of an id this account did not send (EIP-5792: unknown bundle id). */
export class UnknownCallsError extends FrameHostError {
  override name = 'UnknownCallsError' as const
  override status = 400
  override code = 'unknown_calls'
  constructor(id: string) {
    super(`wallet_getCallsStatus: ${id} is not a batch of this wallet's account`)
  }
}

/**
 * A wallet_sendCalls capability the dapp requires (not marked optional) that the account does
 * not have. The frame passes it on as EIP-5792's 5700 (unsupported non-optional capability).
 */
export class UnsupportedCapabilityError extends FrameHostError {
  override name = 'UnsupportedCapabilityError' as const
  override status = 400
  override code = 'unsupported_capability'
  constructor(name: string, where: string) {
    super(`wallet_sendCalls: the capability "${name}"${where} is not supported by this wallet`)
  }
}

/** wallet_sendCalls for a chain other than the connected one (EIP-5792's 5710). */
export class UnsupportedCallsChainError extends FrameHostError {
  override name = 'UnsupportedCallsChainError' as const
  override status = 400
  override code = 'unsupported_chain'
  constructor(asked: bigint, connected: number) {
    super(
      `wallet_sendCalls: the request is for chain ${asked}, not the connected chain ${connected}`,
    )
  }
}

/**
 * Params of a wallet method that break its contract, named by field. The frame passes it to
 * the dapp as JSON-RPC -32602 (invalid params).
 */
export class InvalidParamsError extends FrameHostError {
  override name = 'InvalidParamsError' as const
  override status = 400
  override code = 'invalid_params'
}

/** wallet_revokePermissions of a pci that is not an active permission of the account (-32602). */
export class UnknownPermissionError extends FrameHostError {
  override name = 'UnknownPermissionError' as const
  override status = 400
  override code = 'unknown_permission'
  constructor(pci: string, why: string) {
    super(`wallet_revokePermissions: unknown permission ${pci} (${why})`)
  }
}

/**
 * A permission asked where the account cannot grant one: a chain without the smart-account
 * stack, or a user on their EOA. The frame passes it on as 5700 (an unsupported capability).
 */
export class PermissionsUnsupportedError extends FrameHostError {
  override name = 'PermissionsUnsupportedError' as const
  override status = 400
  override code = 'permissions_unsupported'
  constructor(method: string, caip2: string) {
    super(
      `${method}: permissions need the smart account, which this wallet's account on ${caip2} is not`,
    )
  }
}
