/**
 * The browser side of sign-in against `createSiwxServer`'s routes: a `siwx` option for
 * createKeyway. It asks the server for a nonce, writes the message for the page's own
 * domain, sends the signed message to be verified (the server then holds the session in
 * an HttpOnly cookie), reads the session back after a reload and ends it on sign-out.
 *
 * The message code (and the address checksum it needs) is loaded when the first message
 * is written, so a page that only restores a session does not load it.
 */
import {
  BaseError,
  type BaseErrorParameters,
  type CaipNetworkId,
  type SiwxConfig,
  type SiwxMessage,
  type SiwxSession,
} from '@keyway/core'
import type { SiwxChainId } from '../message/message.js'

export type SiwxClientOptions = {
  /** Where the server routes are mounted: '/siwx' on the same origin, or a full URL. */
  url: string
  /** The sentence the user signs (one line). */
  statement?: string | undefined
  /** Whether the user must sign in to use the app (default true, docs/sign-in.md#when-sign-in-starts). */
  required?: boolean | undefined
  /** Adds an Expiration Time this long after issuing (default: none). */
  expiresInMs?: number | undefined
  /** Per request (default 10 s). */
  timeoutMs?: number | undefined
  fetch?: typeof fetch | undefined
  /** The page's location; `globalThis.location` by default. */
  location?: Pick<Location, 'host' | 'origin' | 'protocol'> | undefined
}

type SessionView = {
  address: string
  chainId: string
  data: Record<string, unknown> & { address: string; chainId: CaipNetworkId }
  message: string
  signature: string
  cacao?: SiwxSession['cacao']
}

export type SiwxServerErrorType = SiwxServerError & { name: 'SiwxServerError' }

/**
 * The sign-in server refused or could not be reached; `shortMessage` is for people. `code` is
 * the HTTP status, `serverCode` the error code the server answered (`nonce`, `not_signed_in`,
 * `rate_limited`, …), for a program to branch on.
 */
export class SiwxServerError extends BaseError {
  override name = 'SiwxServerError' as const
  readonly serverCode: string | undefined

  constructor(
    shortMessage: string,
    parameters: BaseErrorParameters & { serverCode?: string | undefined } = {},
  ) {
    const { serverCode, ...rest } = parameters
    super(shortMessage, rest)
    this.serverCode = serverCode
  }
}

/** The code and message of an error body `{ error: { code, message } }`, when it is one. */
function errorOf(body: unknown): { code: string | undefined; message: string | undefined } {
  const error = (body as { error?: unknown } | undefined)?.error
  if (typeof error !== 'object' || error === null) return { code: undefined, message: undefined }
  const { code, message } = error as { code?: unknown; message?: unknown }
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
  }
}

function sameAddress(chainId: string, a: string, b: string): boolean {
  return chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b
}

export function createSiwxClient(options: SiwxClientOptions): SiwxConfig {
  const base = options.url.replace(/\/$/, '')
  const timeoutMs = options.timeoutMs ?? 10_000
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))

  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await doFetch(`${base}${path}`, {
        credentials: 'include',
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new SiwxServerError("Couldn't reach the sign-in service. Try again.", {
        cause: error,
        detailsFromCause: false,
      })
    }
  }

  async function refused(response: Response): Promise<never> {
    const { code, message } = errorOf(await response.json().catch(() => undefined))
    throw new SiwxServerError('Sign-in failed. Try again.', {
      code: response.status,
      serverCode: code,
      details: `${response.status}: ${message ?? response.statusText}${code ? ` (${code})` : ''}`,
    })
  }

  async function issueNonce(): Promise<string> {
    const response = await call('/nonce')
    if (!response.ok) await refused(response)
    const { nonce } = (await response.json()) as { nonce: string }
    return nonce
  }

  return {
    async createMessage({ accountAddress, chainId }): Promise<SiwxMessage> {
      const [{ formatSiwxMessage }, { getAddress }] = await Promise.all([
        import('../message/message.js'),
        import('viem'),
      ])
      const nonce = await issueNonce()
      const location = options.location ?? globalThis.location
      const issued = new Date()
      const address = chainId.startsWith('eip155:') ? getAddress(accountAddress) : accountAddress
      const fields = {
        domain: location.host,
        ...(location.protocol === 'https:' ? {} : { scheme: location.protocol.slice(0, -1) }),
        address,
        ...(options.statement ? { statement: options.statement } : {}),
        uri: location.origin,
        version: '1' as const,
        chainId: chainId as SiwxChainId,
        nonce,
        issuedAt: issued.toISOString(),
        ...(options.expiresInMs
          ? { expirationTime: new Date(issued.getTime() + options.expiresInMs).toISOString() }
          : {}),
      }
      const text = formatSiwxMessage(fields)
      return {
        accountAddress: address,
        chainId,
        domain: fields.domain,
        uri: fields.uri,
        version: fields.version,
        nonce,
        statement: fields.statement,
        issuedAt: fields.issuedAt,
        expirationTime: fields.expirationTime,
        toString: () => text,
      }
    },

    /**
     * A sign-in the wallet signs while connecting (WalletConnect's one-click auth): the
     * page's host and origin, the statement and a nonce from the server. The wallet writes
     * the message (EIP-4361, with its account); `addSession` sends it to be verified.
     */
    async createAuthRequest() {
      const nonce = await issueNonce()
      const location = options.location ?? globalThis.location
      return {
        domain: location.host,
        uri: location.origin,
        nonce,
        ...(options.statement ? { statement: options.statement } : {}),
        ...(options.expiresInMs
          ? { expirationTime: new Date(Date.now() + options.expiresInMs).toISOString() }
          : {}),
      }
    },
    async addSession(session) {
      const response = await call('/verify', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          message: session.message,
          signature: session.signature,
          ...(session.cacao ? { cacao: session.cacao } : {}),
        }),
      })
      if (!response.ok) await refused(response)
    },

    async getSessions(chainId, address) {
      const response = await call('/session')
      if (response.status === 401) return []
      if (!response.ok) await refused(response)
      const view = (await response.json()) as SessionView
      if (view.chainId !== chainId || !sameAddress(chainId, view.address, address)) return []
      const { address: signer, ...data } = view.data
      return [
        {
          data: { ...data, accountAddress: signer, chainId: view.data.chainId },
          message: view.message,
          signature: view.signature,
          ...(view.cacao ? { cacao: view.cacao } : {}),
        },
      ]
    },

    async revokeSession() {
      const response = await call('/signout', { method: 'POST' })
      if (!response.ok) await refused(response)
    },

    getRequired: () => options.required ?? true,
  }
}
