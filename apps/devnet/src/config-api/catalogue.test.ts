import { describe, expect, it } from 'vitest'
import { createCatalogue, GENERATED_WALLETS, queryCatalogue } from './catalogue.js'

const catalogue = createCatalogue(['solana:devnetgenesis'])

describe('generated wallet catalogue', () => {
  it('holds at least 600 wallets with unique ids and names', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(600)
    expect(GENERATED_WALLETS).toBeGreaterThanOrEqual(600)
    expect(new Set(catalogue.map((w) => w.id)).size).toBe(catalogue.length)
    expect(new Set(catalogue.map((w) => w.name)).size).toBe(catalogue.length)
  })

  it('is the same on every run (deterministic ids and names)', () => {
    expect(createCatalogue(['solana:devnetgenesis'])).toEqual(catalogue)
  })

  it('lists well-known wallets first, for recommendations', () => {
    expect(catalogue.slice(0, 3).map((w) => w.name)).toEqual([
      'MetaMask',
      'Trust Wallet',
      'Coinbase Wallet',
    ])
  })

  it('gives every entry the docs/state.md#chain-definition fields, with CAIP-2 chains including the local ones', () => {
    for (const w of catalogue) {
      expect(Object.keys(w)).toEqual(
        expect.arrayContaining([
          'id',
          'name',
          'image_id',
          'rdns',
          'chains',
          'mobile_link',
          'desktop_link',
          'webapp_link',
        ]),
      )
      for (const chain of w.chains) expect(chain.split(':')).toHaveLength(2)
    }
    expect(catalogue.some((w) => w.chains.includes('eip155:31337'))).toBe(true)
    expect(catalogue.some((w) => w.chains.includes('solana:devnetgenesis'))).toBe(true)
  })
})

describe('catalogue query (GET /getWallets)', () => {
  it('pages 1-based and counts all matches', () => {
    const first = queryCatalogue(catalogue, { page: 1, entries: 40 })
    const second = queryCatalogue(catalogue, { page: 2, entries: 40 })
    expect(first.count).toBe(catalogue.length)
    expect(first.data).toHaveLength(40)
    expect(second.data[0]).toEqual(catalogue[40])
  })

  it('searches names case-insensitively', () => {
    const { data, count } = queryCatalogue(catalogue, { page: 1, entries: 100, search: 'metamask' })
    expect(count).toBe(1)
    expect(data[0]?.name).toBe('MetaMask')
  })

  it('keeps only included ids and drops excluded ones', () => {
    const [a, b, c] = catalogue
    const included = queryCatalogue(catalogue, { page: 1, entries: 40, include: [a!.id, b!.id] })
    expect(included.data.map((w) => w.id)).toEqual([a!.id, b!.id])
    const excluded = queryCatalogue(catalogue, { page: 1, entries: 40, exclude: [a!.id, c!.id] })
    expect(excluded.count).toBe(catalogue.length - 2)
    expect(excluded.data[0]?.id).toBe(b!.id)
  })

  it('filters by badge_type and by any of the given chains', () => {
    const certified = queryCatalogue(catalogue, { page: 1, entries: 100, badgeType: 'certified' })
    expect(certified.count).toBeGreaterThan(0)
    expect(certified.count).toBeLessThan(catalogue.length)
    expect(certified.data.every((w) => w.badge_type === 'certified')).toBe(true)
    const solana = queryCatalogue(catalogue, {
      page: 1,
      entries: 100,
      chains: ['solana:devnetgenesis'],
    })
    expect(solana.count).toBeLessThan(catalogue.length)
    expect(solana.data.every((w) => w.chains.includes('solana:devnetgenesis'))).toBe(true)
  })
})
