import { createHash } from 'node:crypto'

/**
 * The generated wallet catalogue (docs/state.md#wallet-catalogue-entry): a dozen well-known
 * looking wallets first (what the modal recommends), then ≥ 600 deterministic entries so
 * paging, search and the all-wallets list behave as against the hosted catalogue. The same
 * ids come out on every run, so tests and screenshots can name them.
 */

export type CatalogueEntry = {
  id: string
  name: string
  image_id: string
  rdns: string | null
  /** CAIP-2 ids. */
  chains: string[]
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  homepage: string
  badge_type: 'certified' | 'none'
}

export const EVM_CHAINS = ['eip155:1', 'eip155:137', 'eip155:42161', 'eip155:31337', 'eip155:31338']
/** Solana mainnet's CAIP-2 id; devnet's own Solana chain id is added by the caller. */
export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

const WELL_KNOWN = [
  ['MetaMask', 'evm'],
  ['Trust Wallet', 'both'],
  ['Coinbase Wallet', 'both'],
  ['Rainbow', 'evm'],
  ['Phantom', 'both'],
  ['Rabby Wallet', 'evm'],
  ['OKX Wallet', 'both'],
  ['Zerion', 'evm'],
  ['Uniswap Wallet', 'evm'],
  ['Ledger Live', 'both'],
  ['Safe', 'evm'],
  ['Solflare', 'solana'],
] as const

const FIRST = [
  'Amber',
  'Aurora',
  'Basalt',
  'Beacon',
  'Birch',
  'Bright',
  'Cedar',
  'Cobalt',
  'Comet',
  'Coral',
  'Crest',
  'Delta',
  'Ember',
  'Falcon',
  'Fern',
  'Flint',
  'Frost',
  'Galaxy',
  'Granite',
  'Harbor',
  'Indigo',
  'Iris',
  'Jade',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Maple',
  'Meadow',
  'Nimbus',
  'Nova',
  'Onyx',
  'Orbit',
  'Pebble',
  'Pine',
  'Prism',
  'Quartz',
  'Raven',
  'Ridge',
  'Sable',
  'Sierra',
]
const SECOND = [
  'Wallet',
  'Vault',
  'Keys',
  'Pay',
  'Safe',
  'Pocket',
  'Wave',
  'Link',
  'Hub',
  'Purse',
  'Chest',
  'Ledger',
  'Guard',
  'Folio',
  'Key',
  'Pass',
]

/** How many generated entries follow the well-known ones (the issue asks for ≥ 600). */
export const GENERATED_WALLETS = 620

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '')
}

function entry(
  name: string,
  kind: 'evm' | 'solana' | 'both',
  index: number,
  solanaChains: string[],
): CatalogueEntry {
  const s = slug(name)
  const chains =
    kind === 'evm'
      ? [...EVM_CHAINS]
      : kind === 'solana'
        ? [...solanaChains]
        : [...EVM_CHAINS, ...solanaChains]
  return {
    id: sha256(`keyway-devnet-wallet:${name}`),
    name,
    image_id: sha256(`keyway-devnet-wallet-image:${name}`).slice(0, 36),
    // Every other wallet announces itself by EIP-6963 rdns; the rest are WalletConnect-only.
    rdns: kind !== 'solana' && index % 2 === 0 ? `app.devnet.${s}` : null,
    chains,
    mobile_link: index % 5 === 4 ? null : `${s}://`,
    desktop_link: index % 3 === 0 ? `${s}-desktop://` : null,
    webapp_link: index % 4 === 0 ? `https://${s}.wallet.invalid/wc` : null,
    homepage: `https://${s}.wallet.invalid`,
    // Well-known ones and every seventh generated one are certified.
    badge_type: index < WELL_KNOWN.length || index % 7 === 0 ? 'certified' : 'none',
  }
}

/** Builds the catalogue; `extraSolanaChains` adds devnet's own Solana CAIP-2 id. */
export function createCatalogue(extraSolanaChains: readonly string[] = []): CatalogueEntry[] {
  const solanaChains = [SOLANA_MAINNET, ...extraSolanaChains]
  const list = WELL_KNOWN.map(([name, kind], i) => entry(name, kind, i, solanaChains))
  for (let i = 0; i < GENERATED_WALLETS; i++) {
    const first = FIRST[i % FIRST.length] as string
    const second = SECOND[Math.floor(i / FIRST.length) % SECOND.length] as string
    // 40 × 16 = 640 distinct names, so none repeats within 620.
    const kinds = ['evm', 'evm', 'both', 'solana'] as const
    const kind = kinds[i % kinds.length] as (typeof kinds)[number]
    list.push(entry(`${first} ${second}`, kind, WELL_KNOWN.length + i, solanaChains))
  }
  return list
}

export type CatalogueQuery = {
  page: number
  entries: number
  include?: string[]
  exclude?: string[]
  search?: string
  badgeType?: string
  chains?: string[]
}

/** docs/services.md#wallet-catalogue-walletcatalogue GET /getWallets: filter, then page (1-based); count is the filtered total. */
export function queryCatalogue(
  catalogue: readonly CatalogueEntry[],
  query: CatalogueQuery,
): { data: CatalogueEntry[]; count: number } {
  const include = query.include && query.include.length > 0 ? new Set(query.include) : undefined
  const exclude = new Set(query.exclude ?? [])
  const search = query.search?.trim().toLowerCase()
  const chains = query.chains && query.chains.length > 0 ? query.chains : undefined
  const matches = catalogue.filter(
    (w) =>
      (!include || include.has(w.id)) &&
      !exclude.has(w.id) &&
      (!search || w.name.toLowerCase().includes(search)) &&
      (!query.badgeType || w.badge_type === query.badgeType) &&
      (!chains || chains.some((c) => w.chains.includes(c))),
  )
  const start = (query.page - 1) * query.entries
  return { data: matches.slice(start, start + query.entries), count: matches.length }
}
