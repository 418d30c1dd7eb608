// What a page loads with createSolanaAdapter, read from the sources: the packages its static
// imports reach. web3.js (transfers) and the embedded wallet's frame client (docs/embedded-wallet.md#loading-the-frame: the
// frame is created lazily) must only be reached through a dynamic import().
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { staticImportGraph } from '@keyway/test/import-graph'
import { describe, expect, it } from 'vitest'

const srcDir = dirname(fileURLToPath(import.meta.url))
const reachedFrom = (entry: string) => staticImportGraph(srcDir, entry)

describe('what createSolanaAdapter loads at page load', () => {
  it('reaches neither the embedded wallet nor web3.js', () => {
    const { packages } = reachedFrom('create-solana-adapter.ts')
    expect(packages).not.toContain('@keyway/embedded-wallet')
    expect(packages).not.toContain('@solana/web3.js')
    // Wallet adapters are typed with @solana/wallet-adapter-base, an optional peer: types only.
    expect(packages).not.toContain('@solana/wallet-adapter-base')
    expect(packages.every((p) => !p.startsWith('@solana/spl-token'))).toBe(true)
  })

  it("reaches only the embedded wallet's connector id: its connector and runtime load with a frame host", () => {
    const { files } = reachedFrom('create-solana-adapter.ts')
    expect(files).toContain('connectors/embedded-wallet-id.ts')
    expect(files).not.toContain('connectors/embedded-wallet.ts')
    expect(files).not.toContain('connectors/embedded-wallet-runtime.ts')
    expect(reachedFrom('connectors/embedded-wallet.ts').packages).toEqual(['@keyway/core/adapter'])
  })

  it('loads @keyway/embedded-wallet in embedded-wallet-runtime.ts', () => {
    expect(reachedFrom('connectors/embedded-wallet-runtime.ts').packages).toEqual([
      '@keyway/embedded-wallet',
    ])
  })
})
