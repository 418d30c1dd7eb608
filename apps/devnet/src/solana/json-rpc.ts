/**
 * JSON-RPC 2.0 framing shared by the Solana HTTP endpoint and its WebSocket endpoint:
 * single and batch requests, the standard error codes, and a serializer that writes
 * bigints as JSON numbers (Solana answers u64 values as plain numbers; the standard
 * clients parse them, @solana/kit even as bigints).
 */

export const PARSE_ERROR = -32700
export const INVALID_REQUEST = -32600
export const METHOD_NOT_FOUND = -32601
export const INVALID_PARAMS = -32602
export const INTERNAL_ERROR = -32603

/** An error answered to the caller as a JSON-RPC error object. */
export class JsonRpcError extends Error {
  override name = 'JsonRpcError' as const
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export type JsonRpcId = string | number | null

export type JsonRpcRequest = {
  jsonrpc: '2.0'
  id: JsonRpcId
  method: string
  params: unknown
}

export type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: { code: number; message: string; data?: unknown } }

/** Handles one well-formed request; throws JsonRpcError for protocol-level failures. */
export type MethodHandler = (params: unknown, request: JsonRpcRequest) => unknown

export type MethodTable = Readonly<Record<string, MethodHandler>>

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function errorResponse(id: JsonRpcId, error: unknown): JsonRpcResponse {
  if (error instanceof JsonRpcError) {
    const body: { code: number; message: string; data?: unknown } = {
      code: error.code,
      message: error.message,
    }
    if (error.data !== undefined) body.data = error.data
    return { jsonrpc: '2.0', id, error: body }
  }
  const message = error instanceof Error ? error.message : 'Internal error'
  return { jsonrpc: '2.0', id, error: { code: INTERNAL_ERROR, message } }
}

/** Checks the envelope of one request (spec: JSON-RPC 2.0 §4). */
export function parseRequest(value: unknown): JsonRpcRequest | JsonRpcResponse {
  if (!isRecord(value)) {
    return errorResponse(null, new JsonRpcError(INVALID_REQUEST, 'Invalid request'))
  }
  const rawId = value.id
  const id: JsonRpcId =
    typeof rawId === 'string' || typeof rawId === 'number' || rawId === null ? rawId : null
  if (value.jsonrpc !== '2.0' || typeof value.method !== 'string') {
    return errorResponse(id, new JsonRpcError(INVALID_REQUEST, 'Invalid request'))
  }
  if (value.params !== undefined && typeof value.params !== 'object') {
    return errorResponse(id, new JsonRpcError(INVALID_PARAMS, 'Invalid params: expected an array'))
  }
  return { jsonrpc: '2.0', id, method: value.method, params: value.params }
}

function isResponse(value: JsonRpcRequest | JsonRpcResponse): value is JsonRpcResponse {
  return !('method' in value)
}

export async function dispatchOne(
  methods: MethodTable,
  value: unknown,
): Promise<JsonRpcResponse | undefined> {
  const request = parseRequest(value)
  if (isResponse(request)) return request
  // A request without an id is a notification: run it, answer nothing (clients send `ping`).
  const isNotification = isRecord(value) && !('id' in value)
  const handler = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined
  if (!handler) {
    if (isNotification) return undefined
    return errorResponse(request.id, new JsonRpcError(METHOD_NOT_FOUND, 'Method not found'))
  }
  try {
    const result = await handler(request.params, request)
    return isNotification ? undefined : { jsonrpc: '2.0', id: request.id, result }
  } catch (error) {
    return isNotification ? undefined : errorResponse(request.id, error)
  }
}

/**
 * Answers a raw request body: a single request or a batch. Returns the JSON text to send,
 * or undefined when nothing must be sent (only notifications).
 */
export async function handleJsonRpcText(
  methods: MethodTable,
  text: string,
): Promise<string | undefined> {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return stringifyJson(errorResponse(null, new JsonRpcError(PARSE_ERROR, 'Parse error')))
  }
  if (Array.isArray(parsed)) {
    if (parsed.length === 0) {
      return stringifyJson(
        errorResponse(null, new JsonRpcError(INVALID_REQUEST, 'Invalid request')),
      )
    }
    // Batch members run in order so that a send followed by a read in one batch sees the send.
    const answers: JsonRpcResponse[] = []
    for (const item of parsed) {
      const answer = await dispatchOne(methods, item)
      if (answer) answers.push(answer)
    }
    return answers.length > 0 ? stringifyJson(answers) : undefined
  }
  const answer = await dispatchOne(methods, parsed)
  return answer ? stringifyJson(answer) : undefined
}

const BIGINT_MARK = '\u0000bigint:'

/** JSON.stringify, but bigints become JSON numbers with every digit kept. */
export function stringifyJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'bigint' ? `${BIGINT_MARK}${v}` : v,
  )
  return text.replace(/"\\u0000bigint:(-?\d+)"/g, '$1')
}
