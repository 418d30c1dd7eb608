import type { Connector } from '@keyway/core'
import type { WalletCatalogueEntry } from '@keyway/core/internal'
import { getConnectorOrder, mergeConnectors } from '@keyway/core/internal'
import { describe, expect, it } from 'vitest'
import { buildConnectList, connectorForNamespace, formatWalletCount } from './connect-list.js'

const wc: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  chain: 'eip155',
  type: 'WALLET_CONNECT',
}
const metamask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  chain: 'eip155',
  type: 'ANNOUNCED',
  imageUrl: 'data:image/svg+xml,mm',
  info: { rdns: 'io.metamask' },
}
const rabby: Connector = {
  id: 'io.rabby',
  name: 'Rabby',
  chain: 'eip155',
  type: 'ANNOUNCED',
  info: { rdns: 'io.rabby' },
}
const external: Connector = { id: 'safe', name: 'Safe', chain: 'eip155', type: 'EXTERNAL' }

function wallet(n: number, rdns?: string): WalletCatalogueEntry {
  return {
    id: `w${n}`,
    name: `Wallet ${n}`,
    image_id: `img${n}`,
    rdns: rdns ?? null,
    mobile_link: `w${n}://`,
  }
}
const catalogue = [
  wallet(1, 'io.metamask'),
  wallet(2),
  wallet(3, 'io.rabby'),
  wallet(4),
  wallet(5),
  wallet(6),
  wallet(7),
]

const order = getConnectorOrder()

describe('buildConnectList (spec §9 default connector order)', () => {
  it('lists groups in the order walletConnect, recent, injected, featured, custom, external, recommended', () => {
    const list = buildConnectList({
      order,
      connectors: [metamask, external, wc, rabby],
      recentWallets: [wallet(6)],
      catalogue,
      featuredWalletIds: ['w7'],
      customWallets: [{ id: 'mine', name: 'My Wallet' }],
    })
    expect(list.map((entry) => entry.group)).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
      'recommended',
      'recommended',
    ])
  })

  it('follows a custom order with the omitted groups after it', () => {
    const list = buildConnectList({
      order: getConnectorOrder(['injected']),
      connectors: [wc, metamask],
      recentWallets: [],
      catalogue: [],
    })
    expect(list.map((entry) => entry.group)).toEqual(['injected', 'walletConnect'])
  })

  it('recommends 4 catalogue wallets, excluding installed ones by rdns', () => {
    const list = buildConnectList({
      order,
      connectors: [metamask, rabby],
      recentWallets: [],
      catalogue,
    })
    const recommended = list.filter((entry) => entry.group === 'recommended').map((e) => e.key)
    expect(recommended).toEqual(['w2', 'w4', 'w5', 'w6'])
  })

  it('matches an installed wallet to its catalogue entry case-insensitively by rdns', () => {
    const loud = { ...metamask, info: { rdns: 'IO.METAMASK' } }
    const list = buildConnectList({ order, connectors: [loud], recentWallets: [], catalogue })
    expect(
      list.filter((entry) => entry.name.includes('1') || entry.name === 'MetaMask'),
    ).toHaveLength(1)
    expect(list[0]).toMatchObject({
      group: 'injected',
      key: 'w1',
      imageUrl: metamask.imageUrl,
      tag: 'installed',
    })
  })

  it('shows a recent installed wallet once, in the recent group with its connector', () => {
    const list = buildConnectList({
      order,
      connectors: [metamask],
      recentWallets: [catalogue[0] as WalletCatalogueEntry],
      catalogue,
    })
    const mm = list.filter((entry) => entry.connector === metamask)
    expect(mm).toHaveLength(1)
    expect(mm[0]).toMatchObject({ group: 'recent', tag: 'recent' })
  })

  it('keeps at most the recent wallets given (storage keeps 2) and never repeats them as recommended', () => {
    const list = buildConnectList({
      order,
      connectors: [],
      recentWallets: [wallet(2), wallet(4)],
      catalogue,
    })
    expect(list.filter((entry) => entry.group === 'recent').map((e) => e.key)).toEqual(['w2', 'w4'])
    expect(list.filter((entry) => entry.group === 'recommended').map((e) => e.key)).toEqual([
      'w1',
      'w3',
      'w5',
      'w6',
    ])
  })

  it('leaves out a recent browser wallet that is no longer installed and WalletConnect cannot reach', () => {
    const gone = { id: 'dev.keyway.devnet-test-wallet', name: 'Gone', rdns: 'dev.keyway.gone' }
    const linked = { id: 'self-hosted', name: 'Linked', mobile_link: 'linked://' }
    const list = buildConnectList({
      order,
      connectors: [wc],
      recentWallets: [gone, linked, { id: 'w5', name: 'Wallet 5' }],
      catalogue,
    })
    const recent = list.filter((entry) => entry.group === 'recent')
    expect(recent.map((entry) => entry.key)).toEqual(['self-hosted', 'w5'])
    // A catalogue wallet is shown with what the catalogue knows (its links and image).
    expect(recent[1]).toMatchObject({ name: 'Wallet 5', imageId: 'img5', tag: 'recent' })
    expect(recent[1]?.wallet?.mobile_link).toBe('w5://')
  })

  it('tags the WalletConnect entry as the QR code option', () => {
    const [first] = buildConnectList({ order, connectors: [wc], recentWallets: [], catalogue: [] })
    expect(first).toMatchObject({ group: 'walletConnect', tag: 'qr', connector: wc })
  })

  it('lists WalletConnect once, first, when it serves eip155 and solana (issue #5)', () => {
    const connectors = mergeConnectors([wc, metamask, { ...wc, chain: 'solana' }])
    const list = buildConnectList({ order, connectors, recentWallets: [], catalogue: [] })
    expect(list.map((entry) => [entry.name, entry.group, entry.tag])).toEqual([
      ['WalletConnect', 'walletConnect', 'qr'],
      ['MetaMask', 'injected', 'installed'],
    ])
  })
})

describe('connectorForNamespace', () => {
  it('picks the per-namespace connector of a MULTI_CHAIN wallet', () => {
    const sol: Connector = {
      id: 'phantom-sol',
      name: 'Phantom',
      chain: 'solana',
      type: 'ANNOUNCED',
    }
    const evm: Connector = {
      id: 'phantom-evm',
      name: 'Phantom',
      chain: 'eip155',
      type: 'ANNOUNCED',
    }
    const multi: Connector = { ...evm, type: 'MULTI_CHAIN', connectors: [evm, sol] }
    expect(connectorForNamespace(multi, 'solana')).toBe(sol)
    expect(connectorForNamespace(metamask, 'solana')).toBe(metamask)
  })
})

describe('formatWalletCount', () => {
  it('rounds the catalogue count down to tens with a plus', () => {
    expect(formatWalletCount(632)).toBe('630+')
    expect(formatWalletCount(7)).toBe('7')
  })
})
