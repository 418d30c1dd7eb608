// What a page loads with createEvmAdapter: the modules its static imports reach, read from
// the sources. wagmi, viem and WalletConnect must only be reached through a dynamic import().
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { staticImportGraph } from '@keyway/test/import-graph'
import { describe, expect, it } from 'vitest'

const srcDir = dirname(fileURLToPath(import.meta.url))
const packagesReachedFrom = (entry: string) => staticImportGraph(srcDir, entry)

describe('what createEvmAdapter loads at page load', () => {
  it('reaches only core, never wagmi, viem or WalletConnect', () => {
    const { packages } = packagesReachedFrom('create-evm-adapter.ts')
    expect(packages).toEqual(['@keyway/core', '@keyway/core/adapter'])
  })

  it("reaches the listing modules only: the operations past listing (evm-operations.ts, with the runtime loader, WalletConnect's pairing and RPC map) load with wagmi; wagmi's error mapping (errors.ts) with the first failure; wagmi-runtime.ts and both embedded-wallet modules are imported dynamically (only a client with a frame host loads them)", () => {
    const { files } = packagesReachedFrom('create-evm-adapter.ts')
    expect(files).toEqual([
      'connectors/connector-ids.ts',
      'connectors/connector-list.ts',
      'create-evm-adapter.ts',
      'discovery/eip6963.ts',
      'evm-adapter.ts',
      'networks.ts',
    ])
  })

  it('reaches the runtime loader and the RPC map only from the operations module, and the pairing from the commands (both in the first-use chunk)', () => {
    const { files } = packagesReachedFrom('evm-operations.ts')
    expect(files).toEqual(expect.arrayContaining(['runtime-loader.ts', 'walletconnect-rpc-map.ts']))
    expect(packagesReachedFrom('evm-commands.ts').files).toContain('pairing.ts')
    expect(packagesReachedFrom('evm-first-use.ts').files).toEqual(
      expect.arrayContaining(['evm-commands.ts', 'evm-operations.ts', 'pairing.ts']),
    )
  })

  it('loads @keyway/embedded-wallet only in embedded-wallet-runtime.ts (docs/embedded-wallet.md#loading-the-frame: the frame is created lazily)', () => {
    const { packages } = packagesReachedFrom('connectors/embedded-wallet-runtime.ts')
    expect(packages).toContain('@keyway/embedded-wallet')
    expect(packagesReachedFrom('connectors/embedded-wallet.ts').packages).toEqual([
      '@keyway/core/adapter',
    ])
  })

  it('loads wagmi in wagmi-runtime.ts, and viem with the chain calls and the WalletConnect connector', () => {
    expect(packagesReachedFrom('wagmi-runtime.ts').packages).toContain('@wagmi/core')
    expect(packagesReachedFrom('actions/chain-calls.ts').packages).toContain('viem')
    expect(packagesReachedFrom('connectors/walletconnect.ts').packages).toContain('viem')
  })
})
