import {
  EIP6963_ANNOUNCE_PROVIDER_EVENT as ANNOUNCE_PROVIDER_EVENT,
  EIP6963_REQUEST_PROVIDER_EVENT as REQUEST_PROVIDER_EVENT,
} from '@keyway/core/adapter'
import { announceEip6963, testWalletIcon } from '@keyway/test'
import { describe, expect, it } from 'vitest'
import { createEip6963Discovery, parseAnnouncement } from './eip6963.js'

const provider = { request: async () => null }
const info = (rdns: string, uuid = `uuid-${rdns}`) => ({
  uuid,
  name: rdns,
  icon: testWalletIcon('#000', 'W'),
  rdns,
})

describe('createEip6963Discovery', () => {
  it('asks wallets to announce and lists those already present', () => {
    const target = new EventTarget()
    announceEip6963(target, { info: info('dev.a'), provider })
    let requests = 0
    target.addEventListener(REQUEST_PROVIDER_EVENT, () => {
      requests += 1
    })
    const discovery = createEip6963Discovery(target)
    expect(requests).toBe(1)
    expect(discovery.getAnnouncements().map((a) => a.info.rdns)).toEqual(['dev.a'])
  })

  it('reports wallets that announce later to subscribers', () => {
    const target = new EventTarget()
    const discovery = createEip6963Discovery(target)
    const seen: string[] = []
    discovery.subscribe((a) => seen.push(a.info.rdns))
    announceEip6963(target, { info: info('dev.late'), provider })
    expect(seen).toEqual(['dev.late'])
  })

  it('keeps one entry per rdns; a repeat announcement of the same provider is ignored', () => {
    const target = new EventTarget()
    announceEip6963(target, { info: info('dev.a'), provider })
    const discovery = createEip6963Discovery(target)
    const seen: string[] = []
    discovery.subscribe((a) => seen.push(a.info.rdns))
    target.dispatchEvent(new Event(REQUEST_PROVIDER_EVENT))
    expect(discovery.getAnnouncements()).toHaveLength(1)
    expect(seen).toEqual([])
  })

  it('replaces the provider of a wallet that announces again with a new one', () => {
    const target = new EventTarget()
    const discovery = createEip6963Discovery(target)
    const replacement = { request: async () => 'new' }
    announceEip6963(target, { info: info('dev.a', 'one'), provider })
    announceEip6963(target, { info: info('dev.a', 'two'), provider: replacement })
    expect(discovery.getAnnouncements().map((a) => a.provider)).toEqual([replacement])
  })

  it('ignores malformed announcements (no rdns, no request function)', () => {
    const target = new EventTarget()
    const discovery = createEip6963Discovery(target)
    const bad = [
      { info: { uuid: 'u', name: 'n', icon: '' }, provider },
      { info: info('dev.x'), provider: {} },
      null,
    ]
    for (const detail of bad)
      target.dispatchEvent(new CustomEvent(ANNOUNCE_PROVIDER_EVENT, { detail }))
    expect(discovery.getAnnouncements()).toEqual([])
    expect(parseAnnouncement({ info: info('dev.ok'), provider })?.info.rdns).toBe('dev.ok')
  })

  it('stops listening after stop()', () => {
    const target = new EventTarget()
    const discovery = createEip6963Discovery(target)
    discovery.stop()
    announceEip6963(target, { info: info('dev.a'), provider })
    expect(discovery.getAnnouncements()).toEqual([])
  })
})
