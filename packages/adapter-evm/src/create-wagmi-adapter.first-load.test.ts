// What a page loads with createWagmiAdapter (the wagmi entry): the modules its static imports
// reach, read from the sources. wagmi is there (the dapp bundles it anyway), with what must
// be in the dapp's config before WagmiProvider mounts — Keyway's connectors (WalletConnect's
// as a shell) and the watch of the config's connections. The adapter's commands (connect,
// restore, disconnect: evm-commands.ts), the one-reconnect restore and wagmi's disconnect
// (wagmi-connection-steps.ts) load with the first of them. viem's
// calls, WalletConnect's code and provider (and its loader), the chain calls, wagmi's error
// mapping and the embedded wallet are only reached through a dynamic import(), as in the
// main entry.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { staticImportGraph } from '@keyway/test/import-graph'
import { describe, expect, it } from 'vitest'

const srcDir = dirname(fileURLToPath(import.meta.url))
const reachedFrom = (entry: string) => staticImportGraph(srcDir, entry)

/** Whether `file` imports `name` (a value, not a type) from `specifier`. */
function importsValue(file: string, specifier: string, name: string): boolean {
  const source = readFileSync(join(srcDir, file), 'utf8')
  const quoted = specifier.replaceAll('/', '\\/')
  const statement = new RegExp(`import \\{([^}]*)\\} from '${quoted}'`).exec(source)
  return (statement?.[1] ?? '')
    .split(',')
    .map((part) => part.trim())
    .some((part) => part === name)
}

describe('what the wagmi entry loads at page load', () => {
  it('reaches core and wagmi only: never viem, WalletConnect or the embedded wallet', () => {
    expect(reachedFrom('exports/wagmi.ts').packages).toEqual([
      '@keyway/core',
      '@keyway/core/adapter',
      '@wagmi/core',
    ])
  })

  it("reaches the main entry's listing modules, the config, Keyway's connectors and the connection watch; the restore, the chain calls, the WalletConnect connector and the embedded wallet are imported dynamically", () => {
    expect(reachedFrom('exports/wagmi.ts').files).toEqual([
      'connection-sync.ts',
      'connectors/connector-ids.ts',
      'connectors/connector-list.ts',
      'connectors/registry.ts',
      'connectors/walletconnect-lazy.ts',
      'create-wagmi-adapter.ts',
      'create-wagmi-config.ts',
      'discovery/eip6963.ts',
      'evm-adapter.ts',
      'evm-operations.ts',
      'exports/wagmi.ts',
      'networks.ts',
      'runtime-loader.ts',
      'viem-chain.ts',
      'wagmi-internals.ts',
      'wagmi-runtime.ts',
      'walletconnect-rpc-map.ts',
    ])
  })

  it("leaves connect, the restore and wagmi's disconnect (the connection's steps) to the commands' import()", () => {
    const wagmi = reachedFrom('exports/wagmi.ts')
    expect(wagmi.files).not.toContain('wagmi-connection-steps.ts')
    expect(wagmi.files).not.toContain('restore-once.ts')
    expect(reachedFrom('evm-commands.ts').files).toEqual(
      expect.arrayContaining(['wagmi-connection-steps.ts', 'restore-once.ts']),
    )
    // No module of the first load starts Keyway's own connect or restore (the sync's track)
    // or imports wagmi's disconnect.
    const source = (file: string) => readFileSync(join(srcDir, file), 'utf8')
    expect(wagmi.files.filter((file) => source(file).includes('sync.track('))).toEqual([])
    expect(
      wagmi.files.filter((file) =>
        importsValue(file, '@wagmi/core', 'disconnect as wagmiDisconnect'),
      ),
    ).toEqual([])
  })

  it("leaves the adapter's commands (connect, restore, disconnect) to an import(): no module it reaches uses core's wait for a late wallet, which only the restore needs", () => {
    const files = reachedFrom('exports/wagmi.ts').files
    expect(files).not.toContain('evm-commands.ts')
    // WalletConnect's pairing tracker: every attempt starts in a command.
    expect(files).not.toContain('pairing.ts')
    expect(
      files.filter((file) => importsValue(file, '@keyway/core/adapter', 'whenAvailable')),
    ).toEqual([])
  })

  it("leaves what a connector needs beside the runtime (WalletConnect's connector code, the embedded wallet's runtime) to the commands' chunk: no module it reaches asks for them", () => {
    const files = reachedFrom('exports/wagmi.ts').files
    const asks = (file: string) => {
      const source = readFileSync(join(srcDir, file), 'utf8')
      return (
        source.includes("import('./connectors/walletconnect.js')") ||
        source.includes('loadRuntime()')
      )
    }
    expect(files.filter(asks)).toEqual([])
  })

  it("reaches the main entry's adapter, but not create-evm-adapter.ts: its dynamic import of the runtime, which the wagmi entry imports statically (a bundler would warn of a module imported both ways, and could not split it)", () => {
    const wagmi = reachedFrom('exports/wagmi.ts').files
    const lean = reachedFrom('create-evm-adapter.ts').files
    expect(wagmi).not.toContain('create-evm-adapter.ts')
    expect(wagmi).toEqual(expect.arrayContaining(lean.filter((f) => f !== 'create-evm-adapter.ts')))
  })
})
