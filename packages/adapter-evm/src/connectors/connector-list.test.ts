import { announceEip6963, testWalletIcon } from '@keyway/test'
import { describe, expect, it } from 'vitest'
import { createEip6963Discovery } from '../discovery/eip6963.js'
import { createConnectorList, type EvmWindow } from './connector-list.js'

const provider = { request: async () => null }
const info = (rdns: string) => ({
  uuid: `uuid-${rdns}`,
  name: `Wallet ${rdns}`,
  icon: testWalletIcon('#000', 'W'),
  rdns,
})

function windowWith(ethereum?: unknown): EvmWindow {
  const target = new EventTarget() as EvmWindow
  if (ethereum !== undefined) target.ethereum = ethereum
  return target
}

function listOn(win: EvmWindow, walletConnect = false) {
  return createConnectorList({ window: win, discovery: createEip6963Discovery(win), walletConnect })
}

describe('createConnectorList', () => {
  it('lists announced wallets in order, then WalletConnect when configured', () => {
    const win = windowWith()
    announceEip6963(win, { info: info('dev.a'), provider })
    const list = listOn(win, true)
    announceEip6963(win, { info: info('dev.b'), provider })
    expect(list.list().map((c) => [c.id, c.type, c.name])).toEqual([
      ['dev.a', 'ANNOUNCED', 'Wallet dev.a'],
      ['dev.b', 'ANNOUNCED', 'Wallet dev.b'],
      ['walletConnect', 'WALLET_CONNECT', 'WalletConnect'],
    ])
    expect(list.list()[0]).toMatchObject({ imageUrl: info('dev.a').icon, provider })
  })

  it('keeps the same entity for a wallet until it announces again', () => {
    const win = windowWith()
    announceEip6963(win, { info: info('dev.a'), provider })
    const list = listOn(win)
    const [first] = list.list()
    expect(list.list()[0]).toBe(first)
    const other = { request: async () => 'other' }
    announceEip6963(win, { info: { ...info('dev.a'), uuid: 'new' }, provider: other })
    expect(list.list()[0]).not.toBe(first)
    expect(list.list()[0]?.provider).toBe(other)
  })

  it('lists the legacy injected connector only while no wallet announced, or while in use', () => {
    const ethereum = { request: async () => null }
    const win = windowWith(ethereum)
    const list = listOn(win)
    expect(list.legacy).toBe(true)
    expect(list.list()).toEqual([
      {
        id: 'injected',
        name: 'Browser Wallet',
        chain: 'eip155',
        type: 'INJECTED',
        provider: ethereum,
      },
    ])
    announceEip6963(win, { info: info('dev.a'), provider })
    expect(list.list().map((c) => c.id)).toEqual(['dev.a'])
    expect(list.has('injected')).toBe(true)
    list.setInUse('injected', true)
    expect(list.list().map((c) => c.id)).toEqual(['dev.a', 'injected'])
    list.setInUse('injected', false)
    expect(list.list().map((c) => c.id)).toEqual(['dev.a'])
  })

  it('has no legacy connector without window.ethereum, and no WalletConnect unless configured', () => {
    const list = listOn(windowWith())
    expect(list.legacy).toBe(false)
    expect(list.has('injected')).toBe(false)
    expect(list.has('walletConnect')).toBe(false)
    expect(list.list()).toEqual([])
  })

  it('reports changes once a late wallet announces, which it then has', () => {
    const win = windowWith()
    const list = listOn(win)
    const seen: boolean[] = []
    list.onChange(() => seen.push(list.has('dev.late')))
    expect(list.has('dev.late')).toBe(false)
    announceEip6963(win, { info: info('dev.late'), provider })
    expect(seen).toEqual([true])
    list.stop()
    announceEip6963(win, { info: info('dev.after-stop'), provider })
    expect(seen).toEqual([true])
  })
})
