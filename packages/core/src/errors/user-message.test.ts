import { describe, expect, it } from 'vitest'
import { TokenBalanceUnavailableError } from './account.js'
import { BaseError } from './base.js'
import { InvalidResponseError } from './http.js'
import { toUserMessage } from './user-message.js'

/** What viem throws when an RPC URL fails: its own BaseError, with a long message. */
class ViemLikeError extends Error {
  override name = 'HttpRequestError'
  readonly shortMessage = 'HTTP request failed.'
  constructor() {
    super(
      [
        'HTTP request failed.',
        '',
        'Status: 500',
        'URL: http://127.0.0.1:8545',
        'Request body: {"method":"eth_getBalance","params":["0x1111","latest"]}',
        '',
        'Version: viem@2.38.0',
      ].join('\n'),
    )
  }
}

describe('toUserMessage (docs/errors.md)', () => {
  it("gives the short message of Keyway's own errors, without details", () => {
    const error = new TokenBalanceUnavailableError({ cause: new ViemLikeError() })
    expect(toUserMessage(error)).toBe('Token Balance Unavailable')
    const invalid = new InvalidResponseError({
      url: 'http://127.0.0.1:9000/getWallets',
      cause: new SyntaxError('Unterminated string in JSON at position 35'),
    })
    expect(toUserMessage(invalid)).toBe('The response is not valid JSON')
  })

  it("never shows a library's error: a viem-like error gives a plain sentence", () => {
    const text = toUserMessage(new ViemLikeError())
    expect(text).toBe('Something went wrong')
    expect(text).not.toMatch(/viem|Version:|127\.0\.0\.1|Request body/)
  })

  it('never shows a SyntaxError of JSON.parse', () => {
    expect(toUserMessage(new SyntaxError('Unterminated string in JSON at position 35'))).toBe(
      'Something went wrong',
    )
  })

  it('uses the fallback given for anything else (strings and other values included)', () => {
    expect(toUserMessage('raw', 'Failed to disconnect')).toBe('Failed to disconnect')
    expect(toUserMessage(undefined)).toBe('Something went wrong')
    expect(toUserMessage(new BaseError('Signature declined'), 'ignored')).toBe('Signature declined')
  })
})
