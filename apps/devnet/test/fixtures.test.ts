import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import * as fixtures from '../fixtures.js'
import { resolvePorts, solanaCaip2 } from '../src/devnet.js'
import { deriveAccounts } from '../src/evm/accounts.js'
import { ANVIL_MNEMONIC } from '../src/evm/anvil.js'
import { TEST_ACCOUNT_COUNT } from '../src/evm/index.js'
import { devnetTokenAddresses } from '../src/evm/token-addresses.js'
import { GENESIS_HASH } from '../src/solana/genesis-hash.js'
import { testKeypairs, toTestAccount, usdcMintKeypair } from '../src/solana/keys.js'

/**
 * `@keyway/devnet/fixtures` (fixtures.js): every value is what devnet derives for itself,
 * and the module loads in a bare Node process without loading anything else. test/bin.test.ts
 * checks its accounts against a running devnet's READY line.
 */

const run = promisify(execFile)
const packageDir = fileURLToPath(new URL('..', import.meta.url))

/** devnet funds five Solana test accounts (its genesis default). */
const SOLANA_TEST_ACCOUNT_COUNT = 5

describe('@keyway/devnet/fixtures', () => {
  it('holds the accounts, tokens, mint and genesis hash devnet derives', () => {
    expect(fixtures.ANVIL_MNEMONIC).toBe(ANVIL_MNEMONIC)
    expect(fixtures.EVM_TEST_ACCOUNTS).toEqual(deriveAccounts(ANVIL_MNEMONIC, TEST_ACCOUNT_COUNT))
    expect(fixtures.EVM_TOKENS).toEqual(devnetTokenAddresses())
    expect(fixtures.SOLANA_GENESIS_HASH).toBe(GENESIS_HASH)
    expect(fixtures.SOLANA_CAIP2).toBe(solanaCaip2(GENESIS_HASH))
    expect(fixtures.SOLANA_TEST_ACCOUNTS).toEqual(
      testKeypairs(SOLANA_TEST_ACCOUNT_COUNT).map(toTestAccount),
    )
    expect(fixtures.SOLANA_USDC_MINT).toBe(usdcMintKeypair().publicKey.toBase58())
  })

  it('names the URLs of a devnet on its fixed ports, one per port', () => {
    const ports = resolvePorts(undefined, {})
    expect(Object.keys(fixtures.DEFAULT_URLS).sort()).toEqual(Object.keys(ports).sort())
    for (const [name, url] of Object.entries(fixtures.DEFAULT_URLS)) {
      const parsed = new URL(url)
      expect(parsed.hostname).toBe(fixtures.DEFAULT_HOST)
      expect(Number(parsed.port)).toBe(ports[name as keyof typeof ports])
    }
    expect(fixtures.DEFAULT_URLS.relay).toBe('ws://127.0.0.1:8555')
    expect(fixtures.DEFAULT_URLS.evmRpc).toBe('http://127.0.0.1:8545')
  })

  it('exports exactly the names its declaration file declares', () => {
    // Type-checked: a name fixtures.d.ts declares and this object lacks, or the other way
    // round, fails the typecheck; the values' names are compared at run time.
    const declared = {
      ANVIL_MNEMONIC: true,
      DEFAULT_HOST: true,
      DEFAULT_PORTS: true,
      DEFAULT_URLS: true,
      EVM_CHAIN_ID: true,
      EVM_CHAIN_ID_2: true,
      EVM_TEST_ACCOUNTS: true,
      EVM_TOKENS: true,
      SOLANA_CAIP2: true,
      SOLANA_GENESIS_HASH: true,
      SOLANA_TEST_ACCOUNTS: true,
      SOLANA_USDC_MINT: true,
    } satisfies Record<keyof typeof fixtures, true>
    expect(Object.keys(fixtures).sort()).toEqual(Object.keys(declared).sort())
  })

  it('is frozen, so one test cannot change what the next one reads', () => {
    expect(Object.isFrozen(fixtures.DEFAULT_PORTS)).toBe(true)
    expect(Object.isFrozen(fixtures.EVM_TEST_ACCOUNTS)).toBe(true)
    expect(Object.isFrozen(fixtures.EVM_TEST_ACCOUNTS[0])).toBe(true)
    expect(Object.isFrozen(fixtures.SOLANA_TEST_ACCOUNTS[0])).toBe(true)
  })

  it('loads by its package name in plain Node, unbuilt, and loads no other module', async () => {
    // A resolve hook (off the main thread) reports every module the import asks for: node:*
    // builtins, packages and files alike. The entry is imported by its package name (the
    // package's self-reference), as a Vite config or a dapp's script would.
    const hook = `
      let port
      export function initialize(data) { port = data.port }
      export async function resolve(specifier, context, next) {
        const result = await next(specifier, context)
        port.postMessage(result.url)
        return result
      }`
    const script = `
      import { register } from 'node:module'
      const seen = []
      const { port1, port2 } = new MessageChannel()
      port1.on('message', (url) => seen.push(url))
      port1.unref()
      register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hook)}), {
        data: { port: port2 },
        transferList: [port2],
      })
      const fixtures = await import('@keyway/devnet/fixtures')
      while (seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 10))
      await new Promise((resolve) => setTimeout(resolve, 100))
      process.stdout.write(JSON.stringify({ seen, accounts: fixtures.EVM_TEST_ACCOUNTS.length }))
    `
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: packageDir,
    })
    const { seen, accounts } = JSON.parse(stdout) as { seen: string[]; accounts: number }
    expect(accounts).toBe(TEST_ACCOUNT_COUNT)
    expect(seen).toEqual([new URL('../fixtures.js', import.meta.url).href])
  })
})
