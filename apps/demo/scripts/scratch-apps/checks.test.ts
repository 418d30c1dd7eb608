import { describe, expect, it } from 'vitest'
import { forbiddenPackages, NO_REACT, NO_SOLANA, packageOfModule } from './checks.js'

describe('packageOfModule', () => {
  it.each([
    ['/tmp/app/node_modules/.pnpm/react@19.2.0/node_modules/react/index.js', 'react'],
    [
      '/tmp/app/node_modules/.pnpm/@solana+web3.js@1.99.0/node_modules/@solana/web3.js/lib/index.browser.esm.js',
      '@solana/web3.js',
    ],
    ['\0/tmp/app/node_modules/@keyway/react/dist/esm/index.js?commonjs-proxy', '@keyway/react'],
    ['/tmp/app/src/main.ts', undefined],
  ])('%s is from %s', (id, name) => {
    expect(packageOfModule(id)).toBe(name)
  })
})

describe('forbiddenPackages', () => {
  const ids = [
    '/a/node_modules/@keyway/core/dist/esm/index.js',
    '/a/node_modules/@solana/web3.js/lib/index.js',
    '/a/node_modules/@solana/wallet-standard-features/lib/esm/index.js',
    '/a/node_modules/react-dom/client.js',
    '/a/node_modules/react-is/index.js',
    '/a/node_modules/@keyway/adapter-solana/dist/esm/index.js',
    '/a/src/main.ts',
  ]

  it('names each Solana package once', () => {
    expect(forbiddenPackages(ids, NO_SOLANA)).toEqual([
      '@keyway/adapter-solana',
      '@solana/wallet-standard-features',
      '@solana/web3.js',
    ])
  })

  it('names React but not a package whose name only starts like it', () => {
    expect(forbiddenPackages(ids, NO_REACT)).toEqual(['react-dom'])
  })

  it('finds nothing in a build without them', () => {
    expect(forbiddenPackages(['/a/node_modules/lit/index.js'], NO_REACT)).toEqual([])
  })
})
