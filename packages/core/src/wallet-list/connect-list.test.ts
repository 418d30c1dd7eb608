import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { WalletCatalogueEntry } from '../api/types.js'
import { DEFAULT_CONNECTOR_ORDER } from '../constants/features.js'
import { RECOMMENDED_WALLETS_COUNT } from '../constants/sizes.js'
import { mergeConnectors } from '../controllers/connector.js'
import { getConnectorOrder } from '../controllers/features.js'
import type { CustomWallet } from '../controllers/options.js'
import type { RecentWallet } from '../types/connection.js'
import type { Connector } from '../types/connector.js'
import {
  type BuildConnectListParameters,
  buildConnectList,
  type ConnectEntry,
  type ConnectGroup,
  connectorForNamespace,
  formatWalletCount,
} from './connect-list.js'

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
const loudMetamask: Connector = { ...metamask, info: { rdns: 'IO.METAMASK' } }
const rabby: Connector = {
  id: 'io.rabby',
  name: 'Rabby',
  chain: 'eip155',
  type: 'ANNOUNCED',
  info: { rdns: 'io.rabby' },
}
/** Found in the catalogue by explorer id, not rdns. */
const injectedW4: Connector = {
  id: 'legacy',
  name: 'Legacy',
  chain: 'eip155',
  type: 'INJECTED',
  explorerId: 'w4',
}
const unknownInjected: Connector = {
  id: 'browser',
  name: 'Browser Wallet',
  chain: 'eip155',
  type: 'INJECTED',
}
const safe: Connector = { id: 'safe', name: 'Safe', chain: 'eip155', type: 'EXTERNAL' }
const coinbase: Connector = {
  id: 'cb',
  name: 'Coinbase',
  chain: 'eip155',
  type: 'EXTERNAL',
  explorerId: 'w5',
}
const auth: Connector = { id: 'auth', name: 'Email', chain: 'eip155', type: 'AUTH' }

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
const mine: CustomWallet = {
  id: 'mine',
  name: 'My Wallet',
  image_url: 'https://mine.example/icon.png',
}

type Row = {
  rule: string
  order?: readonly ConnectGroup[]
  connectors?: readonly Connector[]
  recent?: readonly RecentWallet[]
  catalogue?: readonly WalletCatalogueEntry[]
  featured?: readonly string[]
  featuredWallets?: readonly WalletCatalogueEntry[]
  custom?: readonly CustomWallet[]
  /** One line per entry: group, key, tag, connector id ('-' when absent). */
  expected: string[]
}

function build(row: Omit<Row, 'rule' | 'expected'>): ConnectEntry[] {
  return buildConnectList({
    order: row.order ?? getConnectorOrder(),
    connectors: row.connectors ?? [],
    recentWallets: row.recent ?? [],
    catalogue: row.catalogue ?? [],
    featuredWalletIds: row.featured,
    featuredWallets: row.featuredWallets,
    customWallets: row.custom,
  })
}

const line = (entry: ConnectEntry) =>
  [entry.group, entry.key, entry.tag ?? '-', entry.connector?.id ?? '-'].join(' ')

const rows: Row[] = [
  {
    rule: 'an empty input lists nothing',
    expected: [],
  },
  {
    rule: 'docs/limits.md#sizes default order: walletConnect, recent, injected, featured, custom, external, recommended',
    connectors: [metamask, safe, wc, rabby, auth],
    recent: [wallet(6)],
    catalogue,
    featured: ['w7'],
    custom: [mine],
    expected: [
      'walletConnect walletConnect qr walletConnect',
      'recent w6 recent -',
      'injected w1 installed io.metamask',
      'injected w3 installed io.rabby',
      'featured w7 - -',
      'custom mine - -',
      'external safe - safe',
      'recommended w2 - -',
      'recommended w4 - -',
      'recommended w5 - -',
    ],
  },
  {
    rule: 'a custom order comes first, with the omitted groups after it (getConnectorOrder)',
    order: getConnectorOrder(['injected']),
    connectors: [wc, metamask],
    expected: [
      'injected io.metamask installed io.metamask',
      'walletConnect walletConnect qr walletConnect',
    ],
  },
  {
    rule: 'a custom order puts recommended before the installed wallets, which still are not recommended',
    order: getConnectorOrder(['recommended', 'walletConnect']),
    connectors: [wc, metamask],
    catalogue,
    expected: [
      'recommended w2 - -',
      'recommended w3 - -',
      'recommended w4 - -',
      'recommended w5 - -',
      'walletConnect walletConnect qr walletConnect',
      'injected w1 installed io.metamask',
    ],
  },
  {
    rule: 'a group absent from a raw order is not shown',
    order: ['injected'],
    connectors: [wc, metamask, safe],
    catalogue,
    expected: ['injected w1 installed io.metamask'],
  },
  {
    rule: 'a group named twice in the order is listed once',
    order: ['recommended', 'recommended'],
    catalogue,
    expected: [
      'recommended w1 - -',
      'recommended w2 - -',
      'recommended w3 - -',
      'recommended w4 - -',
    ],
  },
  {
    rule: 'recommends 4 catalogue wallets in catalogue order, leaving out installed ones by rdns',
    connectors: [metamask, rabby],
    catalogue,
    expected: [
      'injected w1 installed io.metamask',
      'injected w3 installed io.rabby',
      'recommended w2 - -',
      'recommended w4 - -',
      'recommended w5 - -',
      'recommended w6 - -',
    ],
  },
  {
    rule: 'recommends fewer than 4 when the catalogue has fewer',
    catalogue: [wallet(1), wallet(2)],
    expected: ['recommended w1 - -', 'recommended w2 - -'],
  },
  {
    rule: 'matches an installed wallet to its catalogue entry by rdns, case-insensitively',
    connectors: [loudMetamask],
    catalogue: catalogue.slice(0, 2),
    expected: ['injected w1 installed io.metamask', 'recommended w2 - -'],
  },
  {
    rule: 'matches an installed wallet to its catalogue entry by explorer id',
    connectors: [injectedW4],
    catalogue: [wallet(4), wallet(2)],
    expected: ['injected w4 installed legacy', 'recommended w2 - -'],
  },
  {
    rule: 'an installed wallet the catalogue lacks is keyed by its connector id',
    connectors: [unknownInjected],
    catalogue: [wallet(2)],
    expected: ['injected browser installed browser', 'recommended w2 - -'],
  },
  {
    rule: 'two connectors of one catalogue wallet are listed once',
    connectors: [metamask, { ...loudMetamask, id: 'io.metamask.2', type: 'INJECTED' }],
    catalogue: catalogue.slice(0, 1),
    expected: ['injected w1 installed io.metamask'],
  },
  {
    rule: 'a recent installed wallet is listed once, in recent, with its connector',
    connectors: [metamask],
    recent: [wallet(1, 'io.metamask')],
    catalogue: catalogue.slice(0, 2),
    expected: ['recent w1 recent io.metamask', 'recommended w2 - -'],
  },
  {
    rule: 'a recent catalogue wallet stored without its rdns still finds its installed connector',
    connectors: [metamask],
    recent: [{ id: 'w1', name: 'Wallet 1' }],
    catalogue: catalogue.slice(0, 2),
    expected: ['recent w1 recent io.metamask', 'recommended w2 - -'],
  },
  {
    rule: 'one installed wallet remembered under two ids (connector id, catalogue id) is listed once',
    connectors: [metamask],
    recent: [{ id: 'io.metamask', name: 'MetaMask' }, wallet(1, 'io.metamask')],
    catalogue: catalogue.slice(0, 1),
    expected: ['recent io.metamask recent io.metamask'],
  },
  {
    rule: 'recent after injected: an installed recent wallet stays in injected, listed once',
    order: getConnectorOrder(['injected']),
    connectors: [metamask],
    recent: [{ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask', mobile_link: 'mm://' }],
    catalogue: catalogue.slice(0, 1),
    expected: ['injected w1 installed io.metamask'],
  },
  {
    rule: 'recent wallets (storage keeps 2) are never recommended again',
    recent: [wallet(2), wallet(4)],
    catalogue,
    expected: [
      'recent w2 recent -',
      'recent w4 recent -',
      'recommended w1 - -',
      'recommended w3 - -',
      'recommended w5 - -',
      'recommended w6 - -',
    ],
  },
  {
    rule: 'a recent browser wallet that is gone and WalletConnect cannot reach is left out',
    connectors: [wc],
    recent: [
      { id: 'dev.keyway.gone', name: 'Gone', rdns: 'dev.keyway.gone' },
      { id: 'w5', name: 'Wallet 5' },
    ],
    expected: ['walletConnect walletConnect qr walletConnect'],
  },
  {
    rule: 'a recent wallet that is not installed is shown when it has links or is in the catalogue',
    connectors: [wc],
    recent: [
      { id: 'dev.keyway.gone', name: 'Gone', rdns: 'dev.keyway.gone' },
      { id: 'self-hosted', name: 'Linked', mobile_link: 'linked://' },
      { id: 'w5', name: 'Wallet 5' },
    ],
    catalogue: [wallet(5)],
    expected: [
      'walletConnect walletConnect qr walletConnect',
      'recent self-hosted recent -',
      'recent w5 recent -',
    ],
  },
  {
    rule: 'a recent external wallet is listed in recent with its connector',
    connectors: [safe, coinbase],
    recent: [{ id: 'w5', name: 'Wallet 5' }],
    catalogue: [wallet(5)],
    expected: ['recent w5 recent cb', 'external safe - safe'],
  },
  {
    rule: 'WalletConnect on eip155 and solana is listed once, first, as the QR code option',
    connectors: mergeConnectors([wc, metamask, { ...wc, chain: 'solana' }]),
    expected: [
      'walletConnect walletConnect qr walletConnect',
      'injected io.metamask installed io.metamask',
    ],
  },
  {
    rule: 'featured wallets follow the ids given, skipping ids the catalogue lacks and installed wallets',
    connectors: [metamask],
    featured: ['w6', 'nope', 'w1', 'w2'],
    catalogue,
    expected: [
      'injected w1 installed io.metamask',
      'featured w6 - -',
      'featured w2 - -',
      'recommended w3 - -',
      'recommended w4 - -',
      'recommended w5 - -',
      'recommended w7 - -',
    ],
  },
  {
    rule: 'featured wallets beyond the first page come from featuredWallets',
    featured: ['w9'],
    featuredWallets: [wallet(9)],
    catalogue: [wallet(2)],
    expected: ['featured w9 - -', 'recommended w2 - -'],
  },
  {
    rule: 'featured before injected does not take an installed wallet away from its connector',
    order: getConnectorOrder(['featured']),
    connectors: [injectedW4],
    featured: ['w4'],
    catalogue: [wallet(4)],
    expected: ['injected w4 installed legacy'],
  },
  {
    rule: 'custom wallets are listed by id with their own image, once',
    custom: [mine, { ...mine, name: 'Again' }, { id: 'theirs', name: 'Theirs' }],
    expected: ['custom mine - -', 'custom theirs - -'],
  },
  {
    rule: 'external connectors are matched to the catalogue and not recommended again',
    connectors: [coinbase, safe],
    catalogue: [wallet(5), wallet(6)],
    expected: ['external w5 - cb', 'external safe - safe', 'recommended w6 - -'],
  },
  {
    rule: 'recommended before external leaves the external wallet to its connector',
    order: ['recommended', 'external'],
    connectors: [coinbase],
    catalogue: [wallet(5), wallet(6)],
    expected: ['recommended w6 - -', 'external w5 - cb'],
  },
  {
    rule: 'email and social (AUTH) connectors are not wallets of this list',
    connectors: [auth],
    expected: [],
  },
]

describe('buildConnectList (docs/limits.md#features-and-defaults default connector order)', () => {
  it.each(rows)('$rule', ({ rule: _, expected, ...input }) => {
    expect(build(input).map(line)).toEqual(expected)
  })
})

describe('buildConnectList: what an entry carries', () => {
  it.each<{ rule: string; input: Omit<Row, 'rule' | 'expected'>; key: string; entry: object }>([
    {
      rule: 'an installed wallet: its own name and icon, the catalogue image id and links',
      input: { connectors: [loudMetamask], catalogue },
      key: 'w1',
      entry: {
        name: 'MetaMask',
        imageUrl: metamask.imageUrl,
        imageId: 'img1',
        wallet: { id: 'w1', name: 'Wallet 1', rdns: 'io.metamask', mobile_link: 'w1://' },
      },
    },
    {
      rule: 'an installed wallet the catalogue lacks: its connector name and rdns',
      input: { connectors: [rabby] },
      key: 'io.rabby',
      entry: { name: 'Rabby', wallet: { id: 'io.rabby', name: 'Rabby', rdns: 'io.rabby' } },
    },
    {
      rule: 'a recent catalogue wallet: what the catalogue knows (links, image)',
      input: { recent: [{ id: 'w5', name: 'Old name' }], catalogue },
      key: 'w5',
      entry: { name: 'Wallet 5', imageId: 'img5', wallet: { id: 'w5', mobile_link: 'w5://' } },
    },
    {
      rule: 'a catalogue entry: a null rdns becomes undefined',
      input: { catalogue: [wallet(2)] },
      key: 'w2',
      entry: { wallet: { id: 'w2', rdns: undefined } },
    },
    {
      rule: 'a custom wallet: its image URL and links',
      input: { custom: [{ ...mine, mobile_link: 'mine://' }] },
      key: 'mine',
      entry: { imageUrl: mine.image_url, wallet: { id: 'mine', mobile_link: 'mine://' } },
    },
    {
      rule: 'WalletConnect: its explorer id as the wallet shown',
      input: { connectors: [{ ...wc, explorerId: 'wc-explorer', imageId: 'wc-img' }] },
      key: 'walletConnect',
      entry: { name: 'WalletConnect', imageId: 'wc-img', wallet: { id: 'wc-explorer' } },
    },
  ])('$rule', ({ input, key, entry }) => {
    expect(build(input).find((e) => e.key === key)).toMatchObject(entry)
  })
})

describe('buildConnectList: properties', () => {
  const ids = ['w0', 'w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7']
  const rdnsPool = ['io.a', 'io.b', 'io.c', 'io.d']
  const caseOf = (value: string) =>
    fc.constantFrom(value, value.toUpperCase(), value[0]?.toUpperCase() + value.slice(1))
  const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined })
  const rdnsArb = fc.constantFrom(...rdnsPool).chain(caseOf)

  const connectorArb: fc.Arbitrary<Connector> = fc.record({
    id: fc.constantFrom('k0', 'k1', 'k2', 'k3', 'k4', 'k5'),
    name: fc.constant('Connector'),
    chain: fc.constantFrom('eip155' as const, 'solana' as const),
    type: fc.constantFrom(
      'INJECTED' as const,
      'ANNOUNCED' as const,
      'MULTI_CHAIN' as const,
      'EXTERNAL' as const,
      'WALLET_CONNECT' as const,
      'AUTH' as const,
    ),
    explorerId: maybe(fc.constantFrom(...ids)),
    info: maybe(fc.record({ rdns: maybe(rdnsArb) })),
  })
  const entryArb: fc.Arbitrary<WalletCatalogueEntry> = fc.record({
    id: fc.constantFrom(...ids),
    name: fc.constant('Wallet'),
    rdns: fc.option(fc.constantFrom(...rdnsPool), { nil: null }),
  })
  const recentArb: fc.Arbitrary<RecentWallet> = fc.record({
    id: fc.constantFrom(...ids, 'k0', 'k1', 'gone'),
    name: fc.constant('Recent'),
    rdns: maybe(rdnsArb),
    mobile_link: maybe(fc.constant('recent://')),
  })
  const parametersArb: fc.Arbitrary<BuildConnectListParameters> = fc.record({
    order: fc.oneof(
      fc.shuffledSubarray([...DEFAULT_CONNECTOR_ORDER]).map((custom) => getConnectorOrder(custom)),
      fc.array(fc.constantFrom(...DEFAULT_CONNECTOR_ORDER), { maxLength: 9 }),
    ),
    connectors: fc.uniqueArray(connectorArb, { maxLength: 6, selector: (c) => c.id }),
    recentWallets: fc.array(recentArb, { maxLength: 2 }),
    // A catalogue names each wallet (id, rdns) once.
    catalogue: fc.uniqueArray(entryArb, {
      maxLength: 8,
      comparator: (a, b) => a.id === b.id || (a.rdns !== null && a.rdns === b.rdns),
    }),
    featuredWalletIds: fc.array(fc.constantFrom(...ids, 'nope'), { maxLength: 4 }),
    customWallets: fc.array(
      fc.record({ id: fc.constantFrom('c0', 'c1'), name: fc.constant('Custom') }),
      { maxLength: 2 },
    ),
  })

  const isOwn = (c: Connector) => c.type !== 'WALLET_CONNECT' && c.type !== 'AUTH'
  const sameWallet = (c: Connector, w: { id: string; rdns?: string | null | undefined }) =>
    c.id === w.id ||
    c.explorerId === w.id ||
    (c.info?.rdns !== undefined && c.info.rdns.toLowerCase() === w.rdns?.toLowerCase())

  it('lists each key and each connector at most once, groups in the order given', () => {
    fc.assert(
      fc.property(parametersArb, (parameters) => {
        const list = buildConnectList(parameters)
        const keys = list.map((entry) => entry.key)
        expect(new Set(keys).size).toBe(keys.length)
        const used = list.flatMap((entry) => (entry.connector ? [entry.connector] : []))
        expect(new Set(used).size).toBe(used.length)
        const rank = list.map((entry) => parameters.order.indexOf(entry.group))
        expect(rank.every((r) => r >= 0)).toBe(true)
        expect(rank).toEqual([...rank].sort((a, b) => a - b))
      }),
    )
  })

  it('recommends at most 4, and never a wallet that has its own connector', () => {
    fc.assert(
      fc.property(parametersArb, (parameters) => {
        const list = buildConnectList(parameters)
        const recommended = list.filter((entry) => entry.group === 'recommended')
        expect(recommended.length).toBeLessThanOrEqual(RECOMMENDED_WALLETS_COUNT)
        // An entry without a connector never stands for a wallet that has one.
        const own = parameters.connectors.filter(isOwn)
        for (const entry of list) {
          if (entry.connector || entry.group === 'custom') continue
          expect(own.filter((c) => sameWallet(c, entry.wallet))).toEqual([])
        }
      }),
    )
  })
})

describe('connectorForNamespace', () => {
  const sol: Connector = { id: 'phantom-sol', name: 'Phantom', chain: 'solana', type: 'ANNOUNCED' }
  const evm: Connector = { id: 'phantom-evm', name: 'Phantom', chain: 'eip155', type: 'ANNOUNCED' }
  const multi: Connector = { ...evm, type: 'MULTI_CHAIN', connectors: [evm, sol] }

  it.each<{
    rule: string
    connector: Connector
    namespace: Connector['chain'] | undefined
    expected: Connector | undefined
  }>([
    {
      rule: 'the solana connector of a MULTI_CHAIN wallet',
      connector: multi,
      namespace: 'solana',
      expected: sol,
    },
    {
      rule: 'the eip155 connector of a MULTI_CHAIN wallet',
      connector: multi,
      namespace: 'eip155',
      expected: evm,
    },
    {
      rule: 'the first one for a namespace it does not serve',
      connector: multi,
      namespace: 'bip122',
      expected: evm,
    },
    {
      rule: 'the first one without a namespace',
      connector: multi,
      namespace: undefined,
      expected: evm,
    },
    {
      rule: 'a single-namespace connector itself',
      connector: metamask,
      namespace: 'solana',
      expected: metamask,
    },
    {
      rule: 'itself when its list is empty',
      connector: { ...evm, connectors: [] },
      namespace: 'solana',
      expected: undefined,
    },
  ])('$rule', ({ connector, namespace, expected }) => {
    expect(connectorForNamespace(connector, namespace)).toBe(expected ?? connector)
  })
})

describe('formatWalletCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [9, '9'],
    [10, '10+'],
    [19, '10+'],
    [632, '630+'],
    [1000, '1000+'],
  ])('%i wallets read %o', (count, label) => {
    expect(formatWalletCount(count)).toBe(label)
  })

  it('never claims more wallets than there are, nor 10 fewer', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), (count) => {
        const shown = Number.parseInt(formatWalletCount(count), 10)
        expect(shown).toBeLessThanOrEqual(count)
        expect(count - shown).toBeLessThan(10)
      }),
    )
  })
})
