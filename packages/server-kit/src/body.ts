/**
 * Reading a request body with a size limit: past the limit (announced in Content-Length or
 * reached while reading) the reader stops and fails with PayloadTooLargeError (413), without
 * destroying the socket, so the answer still reaches the client; the server then closes the
 * connection. Parsing fails with MalformedJsonError (400) or UnsupportedMediaTypeError (415).
 */
import type { IncomingMessage } from 'node:http'
import { MalformedJsonError, PayloadTooLargeError, UnsupportedMediaTypeError } from './errors.js'

export type ReadBodyOptions = {
  /** The largest body accepted, in bytes. */
  limit: number
  /** The error past the limit (default: PayloadTooLargeError with its own message). */
  tooLarge?: ((limit: number) => Error) | undefined
}

/** The whole body, up to `limit` bytes. */
export function readBody(request: IncomingMessage, options: ReadBodyOptions): Promise<Buffer> {
  const { limit } = options
  const tooLarge = options.tooLarge ?? ((bytes: number) => new PayloadTooLargeError(bytes))
  const declared = Number(request.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge(limit))
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const cleanup = () => {
      request.off('data', onData)
      request.off('end', onEnd)
      request.off('error', onError)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        cleanup()
        request.pause()
        reject(tooLarge(limit))
        return
      }
      chunks.push(chunk)
    }
    const onEnd = () => {
      cleanup()
      resolve(Buffer.concat(chunks))
    }
    const onError = (error: Error) => {
      cleanup()
      reject(error)
    }
    request.on('data', onData)
    request.on('end', onEnd)
    request.on('error', onError)
  })
}

/** Whether a Content-Type header names `mediaType` (parameters such as charset allowed). */
export function hasMediaType(contentType: string | undefined, mediaType: string): boolean {
  if (contentType === undefined) return false
  const [type = ''] = contentType.split(';')
  return type.trim().toLowerCase() === mediaType
}

export type ParseJsonOptions = {
  /** The error for bytes that are not JSON (default: MalformedJsonError). */
  malformed?: (() => Error) | undefined
}

/** The JSON value in `raw` (UTF-8). */
export function parseJson(raw: Uint8Array, options: ParseJsonOptions = {}): unknown {
  try {
    return JSON.parse(Buffer.from(raw).toString('utf8'))
  } catch {
    throw options.malformed?.() ?? new MalformedJsonError()
  }
}

/** An `application/x-www-form-urlencoded` body as an object of strings (last value wins). */
export function parseForm(raw: Uint8Array): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(Buffer.from(raw).toString('utf8')))
}

export type ReadJsonOptions = ReadBodyOptions &
  ParseJsonOptions & {
    /** The error for a body that is not `application/json` (default: UnsupportedMediaTypeError). */
    unsupportedType?: (() => Error) | undefined
    /** What an empty body reads as (default: the JSON parse of nothing, i.e. malformed). */
    empty?: { value: unknown } | undefined
  }

/**
 * A JSON body: `application/json` (415 otherwise, checked before anything is read), at
 * most `limit` bytes (413), valid JSON (400).
 */
export async function readJsonBody(
  request: IncomingMessage,
  options: ReadJsonOptions,
): Promise<unknown> {
  if (!hasMediaType(request.headers['content-type'], 'application/json')) {
    throw options.unsupportedType?.() ?? new UnsupportedMediaTypeError()
  }
  const raw = await readBody(request, options)
  if (raw.length === 0 && options.empty) return options.empty.value
  return parseJson(raw, options)
}
