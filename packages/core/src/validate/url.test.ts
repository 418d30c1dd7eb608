import { describe, expect, it } from 'vitest'
import { isAllowedUrlScheme } from './url.js'

describe('isAllowedUrlScheme (docs/validation.md#configuration: http, https, ws, wss only)', () => {
  it.each([
    ['http://localhost:3000', true],
    ['https://example.com/path?q=1', true],
    ['ws://127.0.0.1:8545', true],
    ['wss://relay.example.com', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['ftp://example.com', false],
    ['file:///etc/passwd', false],
    ['metamask://wc?uri=x', false],
    ['//example.com', false],
    ['not a url', false],
    ['', false],
    [undefined, false],
  ])('%o → %s', (value, expected) => {
    expect(isAllowedUrlScheme(value)).toBe(expected)
  })
})
