import { describe, expect, it } from 'vitest'
import {
  announceEip6963,
  EIP6963_ANNOUNCE_EVENT,
  EIP6963_REQUEST_EVENT,
  testWalletIcon,
} from './eip6963.js'

const info = {
  uuid: '7d3a1e4b-0000-4000-8000-000000000001',
  name: 'Test Wallet',
  icon: testWalletIcon('#3366ff', 'T'),
  rdns: 'dev.keyway.test-wallet',
}

function listen(target: EventTarget) {
  const details: { info: typeof info; provider: unknown }[] = []
  target.addEventListener(EIP6963_ANNOUNCE_EVENT, (event) => {
    details.push((event as CustomEvent).detail)
  })
  return details
}

describe('announceEip6963', () => {
  it('announces the provider at once with its info', () => {
    const target = new EventTarget()
    const details = listen(target)
    const provider = { request: async () => null }
    announceEip6963(target, { info, provider })
    expect(details).toHaveLength(1)
    expect(details[0]?.info).toEqual(info)
    expect(details[0]?.provider).toBe(provider)
  })

  it('announces again on every eip6963:requestProvider', () => {
    const target = new EventTarget()
    const details = listen(target)
    announceEip6963(target, { info, provider: {} })
    target.dispatchEvent(new Event(EIP6963_REQUEST_EVENT))
    target.dispatchEvent(new Event(EIP6963_REQUEST_EVENT))
    expect(details).toHaveLength(3)
  })

  it('freezes the announced detail so a page cannot swap the provider', () => {
    const target = new EventTarget()
    const details = listen(target)
    announceEip6963(target, { info, provider: {} })
    expect(Object.isFrozen(details[0])).toBe(true)
    expect(Object.isFrozen(details[0]?.info)).toBe(true)
  })

  it('stops answering requests after the returned stop function', () => {
    const target = new EventTarget()
    const details = listen(target)
    const stop = announceEip6963(target, { info, provider: {} })
    stop()
    target.dispatchEvent(new Event(EIP6963_REQUEST_EVENT))
    expect(details).toHaveLength(1)
  })

  it('makes a data: URI icon (EIP-6963 requires one; nothing is fetched)', () => {
    expect(testWalletIcon('#000', 'A')).toMatch(/^data:image\/svg\+xml;base64,/)
  })
})
