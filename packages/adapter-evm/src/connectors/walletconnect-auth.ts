/**
 * WalletConnect one-click auth (docs/validation.md#email-and-social-login: sign-in through a universal provider): the
 * `wc_sessionAuthenticate` request made from the dapp's sign-in request, and the wallet's
 * CACAOs (CAIP-74) read back as docs/state.md#sign-in-session sign-in session records. The message text of a
 * record is the CAIP-122 / EIP-4361 text the wallet signed, written by sign-client's own
 * formatter, so the dapp's server verifies exactly those bytes.
 */
import {
  type CaipNetworkId,
  isUserRejection,
  SignatureDeclinedError,
  type SiwxAuthRequest,
  type SiwxCacao,
  type SiwxSession,
  toCaipNetworkId,
  UserRejectedRequestError,
} from '@keyway/core'
import type { WalletConnectNamespaceRequest } from '@keyway/core/adapter'

/** Every chain a connection asks for: the eip155 ones and those of the other namespaces. */
export function requestedChainIds(
  eip155Chains: readonly string[],
  others: Readonly<Record<string, WalletConnectNamespaceRequest>> | undefined,
): CaipNetworkId[] {
  const chains = [...eip155Chains, ...Object.values(others ?? {}).flatMap((ns) => ns.chains)]
  return [...new Set(chains)] as CaipNetworkId[]
}

/**
 * sign-client's `authenticate` parameters. The universal provider also reads
 * `optionalNamespaces` from them (for the session's RPC map), as it does for `connect`.
 */
export type WalletConnectAuthenticateParameters = {
  chains: string[]
  domain: string
  uri: string
  nonce: string
  methods: string[]
  statement?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
  optionalNamespaces: { eip155: WalletConnectNamespaceRequest }
}

export function toAuthenticateParameters(
  request: SiwxAuthRequest,
  eip155: WalletConnectNamespaceRequest,
): WalletConnectAuthenticateParameters {
  return {
    chains: [...eip155.chains],
    domain: request.domain,
    uri: request.uri,
    nonce: request.nonce,
    methods: [...eip155.methods],
    ...(request.statement === undefined ? {} : { statement: request.statement }),
    ...(request.expirationTime === undefined ? {} : { exp: request.expirationTime }),
    ...(request.notBefore === undefined ? {} : { nbf: request.notBefore }),
    ...(request.requestId === undefined ? {} : { requestId: request.requestId }),
    ...(request.resources === undefined ? {} : { resources: [...request.resources] }),
    optionalNamespaces: { eip155 },
  }
}

/** A CACAO's payload as sign-client hands it over (`did:pkh` issuer, CAIP-122 fields). */
type CacaoPayload = {
  iss: string
  domain: string
  aud?: string
  uri?: string
  version: string
  nonce: string
  iat: string
  exp?: string
  nbf?: string
  statement?: string
  requestId?: string
  resources?: string[]
}

/** sign-client's formatter of the text a CACAO's signer signed. */
export type FormatAuthMessage = (parameters: { request: CacaoPayload; iss: string }) => string

const DID_PKH = /^did:pkh:(eip155:[1-9][0-9]*):(0x[0-9a-fA-F]{40})$/

function isCacao(value: unknown): value is SiwxCacao & { p: CacaoPayload } {
  if (typeof value !== 'object' || value === null) return false
  const { h, p, s } = value as Record<string, unknown>
  const payload = p as Partial<CacaoPayload> | undefined
  const signature = s as { t?: unknown; s?: unknown } | undefined
  return (
    (h as { t?: unknown } | undefined)?.t === 'caip122' &&
    typeof payload?.iss === 'string' &&
    typeof payload.domain === 'string' &&
    typeof payload.nonce === 'string' &&
    typeof payload.iat === 'string' &&
    typeof signature?.s === 'string' &&
    typeof signature.t === 'string'
  )
}

/**
 * One CACAO as a session record: the data of the message, its text and signature, and the
 * CACAO itself. Undefined for anything that is no eip155 CAIP-122 CACAO.
 */
export function cacaoToSession(
  cacao: unknown,
  formatMessage: FormatAuthMessage,
): SiwxSession | undefined {
  if (!isCacao(cacao)) return undefined
  const issuer = DID_PKH.exec(cacao.p.iss)
  if (!issuer) return undefined
  const [, chainId, accountAddress] = issuer as unknown as [string, CaipNetworkId, string]
  const p = cacao.p
  return {
    data: {
      accountAddress,
      chainId,
      domain: p.domain,
      uri: p.aud ?? p.uri,
      version: p.version,
      nonce: p.nonce,
      issuedAt: p.iat,
      ...(p.statement === undefined ? {} : { statement: p.statement }),
      ...(p.exp === undefined ? {} : { expirationTime: p.exp }),
      ...(p.nbf === undefined ? {} : { notBefore: p.nbf }),
      ...(p.requestId === undefined ? {} : { requestId: p.requestId }),
      ...(p.resources === undefined ? {} : { resources: [...p.resources] }),
    },
    message: formatMessage({ request: p, iss: p.iss }),
    signature: cacao.s.s,
    cacao,
  }
}

/**
 * The wallet's CACAOs (one per chain it signed for) as session records, the one for the
 * chain the connection uses first: that is the session sign-in looks for.
 */
export function toSignInSessions(
  auths: readonly unknown[],
  chainId: number,
  formatMessage: FormatAuthMessage,
): SiwxSession[] {
  const sessions = auths
    .map((cacao) => cacaoToSession(cacao, formatMessage))
    .filter((session): session is SiwxSession => session !== undefined)
  const connected = toCaipNetworkId('eip155', chainId)
  return [
    ...sessions.filter((s) => s.data.chainId === connected),
    ...sessions.filter((s) => s.data.chainId !== connected),
  ]
}

/**
 * sign-client rejects a declined request with the wallet's error text alone (a string):
 * a decline becomes 'Signature declined', still a user rejection for the views.
 */
export function toAuthenticateError(error: unknown): unknown {
  const reason = typeof error === 'string' ? new Error(error) : error
  if (!isUserRejection(reason)) return reason
  return new SignatureDeclinedError({ cause: new UserRejectedRequestError({ cause: reason }) })
}
