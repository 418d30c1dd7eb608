/**
 * The one error class every Keyway failure derives from (docs/architecture.md#errors).
 * `shortMessage` is the exact user-facing text of docs/errors.md; `message` adds details and
 * the docs path for developers. Subclasses set a literal `name` so callers can narrow.
 */
export type BaseErrorParameters = {
  /** Extra context for developers (not shown to end users). */
  details?: string | undefined
  /** The underlying error, kept so nothing is lost when an error is wrapped. */
  cause?: unknown
  /**
   * False keeps the cause's text out of `details` and the message: for an error apps show
   * as is, whose cause is a library's diagnostic dump (RPC URL, request body, version). The
   * cause itself is still kept. Default true.
   */
  detailsFromCause?: boolean | undefined
  /** A numeric code (JSON-RPC / EIP-1193 / EIP-5792 / HTTP status) when one applies. */
  code?: number | undefined
  /** Path of the docs page that explains this error, relative to the docs root. */
  docsPath?: string | undefined
  /** Other messages to append, one per line. */
  metaMessages?: readonly string[] | undefined
}

export const DOCS_BASE_URL = 'https://keyway.dev/docs'

export type BaseErrorType = BaseError & { name: 'BaseError' }

export class BaseError extends Error {
  override name = 'BaseError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly docsPath: string | undefined
  readonly code: number | undefined
  readonly metaMessages: readonly string[] | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const details =
      parameters.details ??
      (parameters.detailsFromCause === false
        ? undefined
        : parameters.cause instanceof BaseError
          ? parameters.cause.details
          : parameters.cause instanceof Error
            ? parameters.cause.message
            : undefined)
    const message = [
      shortMessage,
      ...(parameters.metaMessages?.length ? ['', ...parameters.metaMessages] : []),
      ...(details && details !== shortMessage ? ['', `Details: ${details}`] : []),
      ...(parameters.docsPath ? [`Docs: ${DOCS_BASE_URL}${parameters.docsPath}`] : []),
    ].join('\n')
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = details
    this.docsPath = parameters.docsPath
    this.code = parameters.code
    this.metaMessages = parameters.metaMessages
  }

  /** Walks the `cause` chain and returns the first error the predicate accepts. */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    const seen = new Set<unknown>()
    while (current && !seen.has(current)) {
      if (predicate ? predicate(current) : !(current as { cause?: unknown }).cause) return current
      seen.add(current)
      current = (current as { cause?: unknown }).cause
    }
    return predicate ? null : current
  }
}
