// What a page loads with createBitcoinAdapter, read from the sources: the packages its static
// imports reach. @sats-connect/core (which bundles axios and its schemas) must only be reached
// through a dynamic import(), so a page that never connects a sats-connect wallet never
// downloads it.
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { staticImportGraph } from '@keyway/test/import-graph'
import { describe, expect, it } from 'vitest'

const srcDir = dirname(fileURLToPath(import.meta.url))
const reachedFrom = (entry: string) => staticImportGraph(srcDir, entry)

describe('what createBitcoinAdapter loads at page load', () => {
  it('reaches exactly these packages: no @sats-connect/core, no WalletConnect, no btc-signer', () => {
    expect(reachedFrom('exports/index.ts').packages).toEqual([
      '@exodus/bitcoin-wallet-standard',
      '@keyway/core',
      '@keyway/core/adapter',
      '@scure/base',
      '@wallet-standard/app',
      '@wallet-standard/features',
    ])
  })

  it('loads @sats-connect/core in connectors/sats-connect.ts, by import() only', () => {
    const { files, packages } = reachedFrom('create-bitcoin-adapter.ts')
    expect(files).toContain('connectors/sats-connect.ts')
    expect(packages).not.toContain('@sats-connect/core')
  })

  it("loads WalletConnect's universal provider by import() only", () => {
    const { files, packages } = reachedFrom('create-bitcoin-adapter.ts')
    expect(files).toContain('walletconnect/walletconnect.ts')
    expect(packages).not.toContain('@walletconnect/universal-provider')
  })
})
