/**
 * The keys of the demo's "Devnet test wallets": one of devnet's funded anvil
 * accounts and one of its Solana test accounts. These are devnet's well-known public test
 * keys (anvil's published mnemonic; fixed Solana seeds), never real ones. They are baked
 * into the lazily loaded test-wallet chunk only (src/devnet-wallets/), not the page entry.
 *
 * From `@keyway/devnet/fixtures`, as in devnet-endpoints.ts: devnet's main entry starts
 * processes, the fixtures entry is data.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { EVM_TEST_ACCOUNTS, SOLANA_TEST_ACCOUNTS } from '@keyway/devnet/fixtures'

export type DevnetTestKeys = {
  evm: { address: `0x${string}`; privateKey: `0x${string}` }
  solana: { publicKey: string; secretKey: string }
}

/** Accounts the e2e suite does not use, so a person's transfers never race a test's. */
const EVM_ACCOUNT_INDEX = 9
const SOLANA_ACCOUNT_INDEX = 4

export function readDevnetTestKeys(): DevnetTestKeys {
  const evm = EVM_TEST_ACCOUNTS[EVM_ACCOUNT_INDEX]
  const solana = SOLANA_TEST_ACCOUNTS[SOLANA_ACCOUNT_INDEX]
  if (!evm || !solana) throw new Error('devnet has no such test account')
  return { evm: { ...evm }, solana: { ...solana } }
}

/**
 * The files of a build (outside `skipDir`) that contain any of the test keys' secrets. The
 * size check runs it on the app's build: the keys belong only in the devnet-wallets bundle.
 */
export async function filesWithTestSecrets(
  root: string,
  keys: DevnetTestKeys,
  skipDir: string,
): Promise<string[]> {
  const secrets = [keys.evm.privateKey.slice(2).toLowerCase(), keys.solana.secretKey]
  const found: string[] = []
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    const relativePath = relative(root, path)
    if (relativePath === skipDir || relativePath.startsWith(`${skipDir}${sep}`)) continue
    const text = (await readFile(path, 'latin1')).toLowerCase()
    if (secrets.some((secret) => text.includes(secret.toLowerCase()))) found.push(relativePath)
  }
  return found.sort()
}
