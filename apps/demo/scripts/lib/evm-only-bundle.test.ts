import { describe, expect, it } from 'vitest'
import { findBitcoin } from './evm-only-bundle.js'

describe('findBitcoin', () => {
  it('names Bitcoin modules and the Bitcoin chain definitions, and nothing else', () => {
    const findings = findBitcoin(
      [
        '/repo/packages/core/src/chains/definitions.ts',
        '/repo/packages/adapter-bitcoin/src/create-bitcoin-adapter.ts',
        '/repo/node_modules/.pnpm/@scure+btc-signer@2.0.1/node_modules/@scure/btc-signer/index.js',
        '/repo/node_modules/.pnpm/viem@2.38.0/node_modules/viem/index.js',
      ],
      [
        { file: 'assets/index.js', text: 'caipNetworkId:"eip155:1"' },
        { file: 'assets/chains.js', text: 'x="bip122:000000000019d6689c085ae165831e93"' },
      ],
    )
    expect(findings).toEqual([
      { kind: 'module', what: '/repo/packages/adapter-bitcoin/src/create-bitcoin-adapter.ts' },
      {
        kind: 'module',
        what: '/repo/node_modules/.pnpm/@scure+btc-signer@2.0.1/node_modules/@scure/btc-signer/index.js',
      },
      { kind: 'chain', what: 'bip122:000000000019d6689c085ae165831e93 in assets/chains.js' },
    ])
  })

  it('finds nothing in an EVM-only build', () => {
    expect(
      findBitcoin(['/repo/packages/adapter-evm/src/index.ts'], [{ file: 'a.js', text: 'eip155' }]),
    ).toEqual([])
  })
})
