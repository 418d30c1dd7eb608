import { describe, expect, it } from 'vitest'
import {
  codeForStatus,
  errorAnswer,
  HttpError,
  MalformedJsonError,
  MethodNotAllowedError,
  NotFoundError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from './errors.js'

describe('the error format', () => {
  it('answers { error: { code, message } } with the status and its headers', () => {
    const error = new HttpError(429, 'Slow down', { code: 'throttled', retryAfterSeconds: 3 })
    expect(errorAnswer(error)).toEqual({
      status: 429,
      json: { error: { code: 'throttled', message: 'Slow down' } },
      headers: { 'retry-after': '3' },
    })
  })

  it('names a code from the status when the failure names none', () => {
    expect(new HttpError(400, 'x').code).toBe('bad_request')
    expect(new HttpError(503, 'x').code).toBe('internal_error')
    expect(codeForStatus(418)).toBe('error')
  })

  it('has one class per failure of the kit itself, with its status, code and message', () => {
    expect(errorAnswer(new NotFoundError())).toMatchObject({
      status: 404,
      json: { error: { code: 'not_found', message: 'This path does not exist' } },
    })
    expect(errorAnswer(new MethodNotAllowedError(['GET', 'POST']))).toEqual({
      status: 405,
      json: { error: { code: 'method_not_allowed', message: 'Use GET or POST on this path' } },
      headers: { allow: 'GET, POST' },
    })
    expect(errorAnswer(new PayloadTooLargeError(16))).toEqual({
      status: 413,
      json: {
        error: { code: 'payload_too_large', message: 'The request body is larger than 16 bytes' },
      },
      headers: { connection: 'close' },
    })
    expect(new MalformedJsonError()).toMatchObject({ status: 400, code: 'malformed_json' })
    expect(new UnsupportedMediaTypeError()).toMatchObject({
      status: 415,
      code: 'unsupported_media_type',
    })
  })
})
