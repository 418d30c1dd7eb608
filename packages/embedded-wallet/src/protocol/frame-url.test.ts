import { describe, expect, it } from 'vitest'
import { buildFrameUrl, parseFrameUrlParams } from './frame-url.js'

const PARAMS = {
  projectId: 'project-1',
  chainId: 'eip155:1',
  version: '1.2.3',
  enableLogger: false,
} as const

describe('frame URL (docs/embedded-wallet.md#frame-events)', () => {
  it('carries projectId, chainId, version and enableLogger', () => {
    const url = buildFrameUrl('https://frame.example/embedded?x=1', PARAMS)
    expect(url.origin).toBe('https://frame.example')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      x: '1',
      projectId: 'project-1',
      chainId: 'eip155:1',
      version: '1.2.3',
      enableLogger: 'false',
    })
    expect(parseFrameUrlParams(url.searchParams)).toEqual(PARAMS)
  })

  it('refuses a missing project id or a chain id that is not CAIP-2', () => {
    expect(() => buildFrameUrl('https://frame.example', { ...PARAMS, projectId: '' })).toThrow()
    expect(() => buildFrameUrl('https://frame.example', { ...PARAMS, chainId: '1' })).toThrow()
    expect(() => parseFrameUrlParams('chainId=eip155:1&version=1')).toThrow()
  })
})
